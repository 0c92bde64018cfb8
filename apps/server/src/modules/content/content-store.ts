import type { Sql } from '../../db/db';

/**
 * Reads of the merchant's published content. Each item is picked in the wanted language when
 * it has that version, else in the fallback (the merchant's default) language.
 */
export interface LanguageChoice {
  language: string;
  fallback: string;
}

export interface BannerRow {
  id: bigint;
  banner_key: string;
  group_name: string;
  title: string;
  subtitle: string;
  color_from: string;
  color_to: string;
  image_url: string | null;
  linkage_type: 'URL' | 'P' | 'G' | null;
  linkage: string | null;
  sort: number;
}

export interface NoticeRow {
  id: bigint;
  notice_key: string;
  kind: 'PL' | 'PU' | 'PR';
  title: string;
  content: string;
  image_url: string | null;
  execution: 'A' | 'B' | 'F';
  sort: number;
  start_at: Date | null;
  end_at: Date | null;
}

export interface HelpRow {
  entry_key: string;
  parent_key: string | null;
  tag: string;
  title: string;
  content: string;
  bg_color: string | null;
  display: boolean;
  lang: string;
  sort: number;
}

// PGlite serialises a Date parameter slowly; an ISO string cast in SQL is the same value.
const ACTIVE =
  '(start_at IS NULL OR start_at <= $5::timestamptz) AND (end_at IS NULL OR end_at > $5::timestamptz)';

export async function findActiveBanners(
  sql: Sql,
  q: LanguageChoice & { merchantId: bigint; platform: 'W' | 'M'; at: Date },
): Promise<BannerRow[]> {
  const r = await sql.query<BannerRow>(
    `SELECT DISTINCT ON (banner_key) id, banner_key, group_name, title, subtitle, color_from,
       color_to, image_url, linkage_type, linkage, sort
     FROM banners
     WHERE merchant_id = $1 AND lang IN ($2, $3) AND platform IN ('A', $4) AND ${ACTIVE}
     ORDER BY banner_key, (lang = $2) DESC`,
    [q.merchantId, q.language, q.fallback, q.platform, q.at.toISOString()],
  );
  return r.rows.sort((a, b) => a.group_name.localeCompare(b.group_name) || a.sort - b.sort);
}

export async function findActiveNotices(
  sql: Sql,
  q: LanguageChoice & {
    merchantId: bigint;
    platform: 'W' | 'M';
    at: Date;
    kinds: string[];
    executions: string[];
  },
): Promise<NoticeRow[]> {
  const r = await sql.query<NoticeRow>(
    `SELECT DISTINCT ON (notice_key) id, notice_key, kind, title, content, image_url, execution,
       sort, start_at, end_at
     FROM notices
     WHERE merchant_id = $1 AND lang IN ($2, $3) AND platform IN ('A', $4) AND ${ACTIVE}
       AND kind = ANY($6::text[]) AND execution = ANY($7::text[])
     ORDER BY notice_key, (lang = $2) DESC`,
    [q.merchantId, q.language, q.fallback, q.platform, q.at.toISOString(), q.kinds, q.executions],
  );
  return r.rows.sort(
    (a, b) =>
      a.sort - b.sort ||
      (b.start_at?.getTime() ?? 0) - (a.start_at?.getTime() ?? 0) ||
      Number(a.id - b.id),
  );
}

export async function findHelpEntries(
  sql: Sql,
  q: LanguageChoice & { merchantId: bigint; device: 'WEB' | 'MOBILE' },
): Promise<HelpRow[]> {
  const r = await sql.query<HelpRow>(
    `SELECT DISTINCT ON (entry_key) entry_key, parent_key, tag, title, content, bg_color,
       display, lang, sort
     FROM help_entries
     WHERE merchant_id = $1 AND lang IN ($2, $3) AND device IN ('ALL', $4)
     ORDER BY entry_key, (lang = $2) DESC`,
    [q.merchantId, q.language, q.fallback, q.device],
  );
  return r.rows.sort((a, b) => a.sort - b.sort || a.entry_key.localeCompare(b.entry_key));
}

export async function findBannerById(sql: Sql, id: bigint): Promise<BannerRow | null> {
  const r = await sql.query<BannerRow>(
    `SELECT id, banner_key, group_name, title, subtitle, color_from, color_to, image_url,
       linkage_type, linkage, sort
     FROM banners WHERE id = $1`,
    [id],
  );
  return r.rows[0] ?? null;
}

/**
 * A version of a merchant's content tables: changes with every insert, update (a trigger
 * touches updated_at) and delete. Used to revalidate cached replies.
 */
export async function contentVersion(
  sql: Sql,
  merchantId: bigint,
  tables: readonly ('banners' | 'notices' | 'help_entries')[],
): Promise<string> {
  const parts = tables.map(
    (table) =>
      `(SELECT count(*)::text || '@' || coalesce(max(updated_at)::text, '') FROM ${table}
        WHERE merchant_id = $1)`,
  );
  const r = await sql.query<{ v: string }>(`SELECT concat_ws('|', ${parts.join(', ')}) AS v`, [
    merchantId,
  ]);
  return r.rows[0]?.v ?? '';
}
