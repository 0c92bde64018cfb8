import type { OpsBanner, OpsHelpPage, OpsNotice } from '@wl/contract/content/ops-content';

/** The rows of one item (all its language versions) as the back office sees the item. */
interface Scheduled {
  platform: 'A' | 'W' | 'M';
  sort: number;
  start_at: Date | null;
  end_at: Date | null;
  lang: string;
  title: string;
}
export interface BannerAdminRow extends Scheduled {
  banner_key: string;
  group_name: string;
  subtitle: string;
  color_from: string;
  color_to: string;
  image_url: string | null;
  linkage_type: 'URL' | 'P' | 'G' | null;
  linkage: string | null;
}
export interface NoticeAdminRow extends Scheduled {
  notice_key: string;
  kind: 'PL' | 'PU' | 'PR';
  execution: 'A' | 'B' | 'F';
  content: string;
}

function scheduleOf(row: Scheduled) {
  return {
    platform: row.platform,
    sort: row.sort,
    startAt: row.start_at?.getTime() ?? null,
    endAt: row.end_at?.getTime() ?? null,
  };
}

export function bannerView(rows: BannerAdminRow[]): OpsBanner {
  const first = rows[0]!;
  return {
    key: first.banner_key,
    group: first.group_name,
    ...scheduleOf(first),
    colorFrom: first.color_from,
    colorTo: first.color_to,
    imageUrl: first.image_url,
    linkageType: first.linkage_type,
    linkage: first.linkage,
    variants: rows.map((r) => ({ lang: r.lang, title: r.title, subtitle: r.subtitle })),
  };
}

export function noticeView(rows: NoticeAdminRow[]): OpsNotice {
  const first = rows[0]!;
  return {
    key: first.notice_key,
    kind: first.kind,
    execution: first.execution,
    ...scheduleOf(first),
    variants: rows.map((r) => ({ lang: r.lang, title: r.title, content: r.content })),
  };
}

export interface HelpAdminRow {
  entry_key: string;
  parent_key: string | null;
  tag: string;
  lang: string;
  title: string;
  content: string;
  bg_color: string | null;
  display: boolean;
  device: 'ALL' | 'WEB' | 'MOBILE';
  sort: number;
}

export function helpPageView(rows: HelpAdminRow[]): OpsHelpPage {
  const first = rows[0]!;
  return {
    key: first.entry_key,
    tag: first.tag,
    parentKey: first.parent_key,
    display: first.display,
    device: first.device,
    sort: first.sort,
    bgColor: first.bg_color,
    variants: rows.map((r) => ({ lang: r.lang, title: r.title, content: r.content })),
  };
}

/** Consecutive rows of the same key, as items (rows come ordered by item). */
export function groupByKey<Row>(rows: Row[], keyOf: (row: Row) => string): Row[][] {
  const items = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    items.set(key, [...(items.get(key) ?? []), row]);
  }
  return [...items.values()];
}
