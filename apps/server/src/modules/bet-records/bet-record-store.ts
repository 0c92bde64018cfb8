import type { Sql } from '../../db/db';

/** Reads of bet_rounds for the member centre. Times are [from, to) instants. */
export interface RoundFilter {
  memberId: bigint;
  gameType?: string | undefined;
  vendorCode?: string | undefined;
  from: Date;
  to: Date;
}

export interface RoundRow {
  id: bigint;
  round_id: string;
  vendor_code: string;
  game_code: string;
  game_type: string | null;
  currency: string;
  stake_minor: bigint;
  payout_minor: bigint;
  refund_minor: bigint;
  status: 'open' | 'settled' | 'void';
  started_at: Date;
  settled_at: Date | null;
}

export interface SumRow {
  count: bigint;
  stake: bigint;
  payout: bigint;
  refund: bigint;
}

function where(f: RoundFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.memberId, f.from, f.to];
  let sql = 'member_id = $1 AND started_at >= $2 AND started_at < $3';
  if (f.gameType) {
    params.push(f.gameType);
    sql += ` AND game_type = $${params.length}`;
  }
  if (f.vendorCode) {
    params.push(f.vendorCode);
    sql += ` AND vendor_code = $${params.length}`;
  }
  return { sql, params };
}

const SUMS = `count(*)::bigint AS count, coalesce(sum(stake_minor), 0)::bigint AS stake,
              coalesce(sum(payout_minor), 0)::bigint AS payout, coalesce(sum(refund_minor), 0)::bigint AS refund`;
const COLUMNS = `id, round_id, vendor_code, game_code, game_type, currency, stake_minor, payout_minor,
                 refund_minor, status, started_at, settled_at`;

export async function selectRoundPage(
  sql: Sql,
  f: RoundFilter,
  page: { limit: number; offset: number },
): Promise<RoundRow[]> {
  const w = where(f);
  const r = await sql.query<RoundRow>(
    `SELECT ${COLUMNS} FROM bet_rounds WHERE ${w.sql}
      ORDER BY started_at DESC, id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
    w.params,
  );
  return r.rows;
}

export async function selectRoundSums(sql: Sql, f: RoundFilter): Promise<SumRow> {
  const w = where(f);
  const r = await sql.query<SumRow>(`SELECT ${SUMS} FROM bet_rounds WHERE ${w.sql}`, w.params);
  return r.rows[0] ?? { count: 0n, stake: 0n, payout: 0n, refund: 0n };
}

export async function selectRoundSumsByVendor(
  sql: Sql,
  f: RoundFilter,
): Promise<(SumRow & { game_type: string | null; vendor_code: string })[]> {
  const w = where(f);
  const r = await sql.query<SumRow & { game_type: string | null; vendor_code: string }>(
    `SELECT game_type, vendor_code, ${SUMS} FROM bet_rounds WHERE ${w.sql}
      GROUP BY game_type, vendor_code ORDER BY game_type NULLS LAST, vendor_code`,
    w.params,
  );
  return r.rows;
}

export async function selectRound(
  sql: Sql,
  memberId: bigint,
  id: bigint,
): Promise<RoundRow | null> {
  const r = await sql.query<RoundRow>(
    `SELECT ${COLUMNS} FROM bet_rounds WHERE member_id = $1 AND id = $2`,
    [memberId, id],
  );
  return r.rows[0] ?? null;
}

/** Where members can see a vendor's round pages (vendor_integrations.public_url). */
export async function selectVendorPublicUrl(
  sql: Sql,
  merchantId: bigint,
  vendorCode: string,
): Promise<string | null> {
  const r = await sql.query<{ public_url: string | null }>(
    `SELECT public_url FROM vendor_integrations WHERE merchant_id = $1 AND vendor_code = $2`,
    [merchantId, vendorCode],
  );
  return r.rows[0]?.public_url ?? null;
}
