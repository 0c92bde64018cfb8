import type { Sql } from '../../db/db';

/**
 * Writes and operator reads of banners, notices and help pages. Each table keeps one row per
 * language version of an item (its key); the back office pages, edits and removes whole items.
 */
export type ContentTable = 'banners' | 'notices' | 'help_entries';
const KEY_COLUMN: Record<ContentTable, string> = {
  banners: 'banner_key',
  notices: 'notice_key',
  help_entries: 'entry_key',
};
const FILTER_COLUMN: Record<ContentTable, string> = {
  banners: 'group_name',
  notices: 'kind',
  help_entries: 'tag',
};

export interface ItemPage<Row> {
  rows: Row[];
  total: number;
}

/**
 * One page of items (keys in sort order), with every language row of each. `filter` is the
 * group (banners), kind (notices) or tag (help pages); `keyword` matches the key or any version's title.
 */
export async function pageItems<Row extends Record<string, unknown>>(
  sql: Sql,
  table: ContentTable,
  q: {
    merchantId: bigint;
    filter?: string | undefined;
    keyword: string;
    limit: number;
    offset: number;
  },
): Promise<ItemPage<Row>> {
  const key = KEY_COLUMN[table];
  const where = `merchant_id = $1 AND ($2::text IS NULL OR ${FILTER_COLUMN[table]} = $2)
    AND ($3 = '' OR ${key} ILIKE '%' || $3 || '%' OR title ILIKE '%' || $3 || '%')`;
  const keyword = q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`);
  const keys = await sql.query<{ k: string; total: string }>(
    `SELECT ${key} AS k, count(*) OVER () AS total FROM ${table}
      WHERE ${where} GROUP BY ${key} ORDER BY min(${FILTER_COLUMN[table]}), min(sort), ${key}
      LIMIT $4 OFFSET $5`,
    [q.merchantId, q.filter ?? null, keyword, q.limit, q.offset],
  );
  const total = Number(keys.rows[0]?.total ?? 0);
  if (keys.rows.length === 0) {
    return {
      rows: [],
      total: q.offset === 0 ? 0 : await countItems(sql, table, where, q, keyword),
    };
  }
  const rows = await sql.query<Row>(
    `SELECT * FROM ${table} WHERE merchant_id = $1 AND ${key} = ANY($2::text[]) ORDER BY lang`,
    [q.merchantId, keys.rows.map((r) => r.k)],
  );
  const order = new Map(keys.rows.map((r, i) => [r.k, i]));
  const at = (row: Row) => order.get(row[key] as string) ?? 0;
  return { rows: rows.rows.sort((a, b) => at(a) - at(b)), total };
}

async function countItems(
  sql: Sql,
  table: ContentTable,
  where: string,
  q: { merchantId: bigint; filter?: string | undefined },
  keyword: string,
) {
  const r = await sql.query<{ n: string }>(
    `SELECT count(DISTINCT ${KEY_COLUMN[table]}) AS n FROM ${table} WHERE ${where}`,
    [q.merchantId, q.filter ?? null, keyword],
  );
  return Number(r.rows[0]?.n ?? 0);
}

/** Every language row of one item, for the audit's "before" and for answers. */
export async function itemRows<Row>(
  sql: Sql,
  table: ContentTable,
  merchantId: bigint,
  key: string,
): Promise<Row[]> {
  const r = await sql.query<Row & Record<string, unknown>>(
    `SELECT * FROM ${table} WHERE merchant_id = $1 AND ${KEY_COLUMN[table]} = $2 ORDER BY lang`,
    [merchantId, key],
  );
  return r.rows;
}

/** Removes an item's language versions that the saved item no longer has. */
export async function deleteOtherLanguages(
  sql: Sql,
  table: ContentTable,
  merchantId: bigint,
  key: string,
  keep: string[],
) {
  await sql.query(
    `DELETE FROM ${table} WHERE merchant_id = $1 AND ${KEY_COLUMN[table]} = $2
       AND NOT (lang = ANY($3::text[]))`,
    [merchantId, key, keep],
  );
}

export async function deleteItem(sql: Sql, table: ContentTable, merchantId: bigint, key: string) {
  const r = await sql.query(
    `DELETE FROM ${table} WHERE merchant_id = $1 AND ${KEY_COLUMN[table]} = $2`,
    [merchantId, key],
  );
  return (r.rowCount ?? 0) > 0;
}

export interface BannerVersion {
  lang: string;
  group: string;
  title: string;
  subtitle: string;
  colorFrom: string;
  colorTo: string;
  linkageType: string | null;
  linkage: string | null;
  platform: string;
  sort: number;
  startAt: string | null;
  endAt: string | null;
}

/** Inserts or replaces one language version; the uploaded picture (image_url) is kept. */
export async function upsertBanner(sql: Sql, merchantId: bigint, key: string, v: BannerVersion) {
  await sql.query(
    `INSERT INTO banners (merchant_id, banner_key, lang, group_name, title, subtitle, color_from,
       color_to, linkage_type, linkage, platform, sort, start_at, end_at, image_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::timestamptz, $14::timestamptz,
       (SELECT image_url FROM banners WHERE merchant_id = $1 AND banner_key = $2 LIMIT 1))
     ON CONFLICT (merchant_id, banner_key, lang) DO UPDATE SET group_name = EXCLUDED.group_name,
       title = EXCLUDED.title, subtitle = EXCLUDED.subtitle, color_from = EXCLUDED.color_from,
       color_to = EXCLUDED.color_to, linkage_type = EXCLUDED.linkage_type,
       linkage = EXCLUDED.linkage, platform = EXCLUDED.platform, sort = EXCLUDED.sort,
       start_at = EXCLUDED.start_at, end_at = EXCLUDED.end_at`,
    [
      merchantId,
      key,
      v.lang,
      v.group,
      v.title,
      v.subtitle,
      v.colorFrom,
      v.colorTo,
      v.linkageType,
      v.linkage,
      v.platform,
      v.sort,
      v.startAt,
      v.endAt,
    ],
  );
}

export interface NoticeVersion {
  lang: string;
  kind: string;
  execution: string;
  title: string;
  content: string;
  platform: string;
  sort: number;
  startAt: string | null;
  endAt: string | null;
}

export async function upsertNotice(sql: Sql, merchantId: bigint, key: string, v: NoticeVersion) {
  await sql.query(
    `INSERT INTO notices (merchant_id, notice_key, lang, kind, execution, title, content, platform,
       sort, start_at, end_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, $11::timestamptz)
     ON CONFLICT (merchant_id, notice_key, lang) DO UPDATE SET kind = EXCLUDED.kind,
       execution = EXCLUDED.execution, title = EXCLUDED.title, content = EXCLUDED.content,
       platform = EXCLUDED.platform, sort = EXCLUDED.sort, start_at = EXCLUDED.start_at,
       end_at = EXCLUDED.end_at`,
    [
      merchantId,
      key,
      v.lang,
      v.kind,
      v.execution,
      v.title,
      v.content,
      v.platform,
      v.sort,
      v.startAt,
      v.endAt,
    ],
  );
}

export interface HelpVersion {
  lang: string;
  tag: string;
  parentKey: string | null;
  title: string;
  content: string;
  bgColor: string | null;
  display: boolean;
  device: string;
  sort: number;
}

export async function upsertHelpPage(sql: Sql, merchantId: bigint, key: string, v: HelpVersion) {
  await sql.query(
    `INSERT INTO help_entries (merchant_id, entry_key, lang, parent_key, tag, title, content,
       bg_color, display, device, sort)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (merchant_id, entry_key, lang) DO UPDATE SET parent_key = EXCLUDED.parent_key,
       tag = EXCLUDED.tag, title = EXCLUDED.title, content = EXCLUDED.content,
       bg_color = EXCLUDED.bg_color, display = EXCLUDED.display, device = EXCLUDED.device,
       sort = EXCLUDED.sort`,
    [
      merchantId,
      key,
      v.lang,
      v.parentKey,
      v.tag,
      v.title,
      v.content,
      v.bgColor,
      v.display,
      v.device,
      v.sort,
    ],
  );
}

export async function setBannerImage(sql: Sql, merchantId: bigint, key: string, url: string) {
  await sql.query(`UPDATE banners SET image_url = $3 WHERE merchant_id = $1 AND banner_key = $2`, [
    merchantId,
    key,
    url,
  ]);
}

/** Sort 10, 20, 30… in the given order, for the group's banners only. */
export async function orderBanners(sql: Sql, merchantId: bigint, group: string, keys: string[]) {
  const r = await sql.query(
    `UPDATE banners b SET sort = o.n * 10
       FROM unnest($3::text[]) WITH ORDINALITY AS o(k, n)
      WHERE b.merchant_id = $1 AND b.group_name = $2 AND b.banner_key = o.k`,
    [merchantId, group, keys],
  );
  return r.rowCount ?? 0;
}
