import type { ListOpsGamesQuery } from '@wl/contract/games/ops-games';
import type { Sql } from '../../db/db';
import { escapeLike } from './games-store';

/** Operator reads and writes of the catalogue: every vendor and game, enabled or not. */
export interface VendorAdminRow {
  id: bigint;
  vendor_code: string;
  game_type: string;
  display_name: string;
  enabled: boolean;
  is_hot: boolean;
  sort: number;
  wallet_mode: 'seamless' | 'transfer';
  game_count: string;
  adapter: string | null;
  i_wallet_mode: 'seamless' | 'transfer' | null;
  i_enabled: boolean | null;
  base_url: string | null;
  public_url: string | null;
}

export async function listVendorsForOps(sql: Sql, merchantId: bigint) {
  const r = await sql.query<VendorAdminRow>(
    `SELECT v.id, v.vendor_code, v.game_type, v.display_name, v.enabled, v.is_hot, v.sort,
            v.wallet_mode,
            (SELECT count(*) FROM games g WHERE g.vendor_id = v.id) AS game_count,
            i.adapter, i.wallet_mode AS i_wallet_mode, i.enabled AS i_enabled, i.base_url,
            i.public_url
       FROM game_vendors v
       LEFT JOIN vendor_integrations i
         ON i.merchant_id = v.merchant_id AND i.vendor_code = v.vendor_code
      WHERE v.merchant_id = $1
      ORDER BY v.game_type, v.sort, v.id`,
    [merchantId],
  );
  return r.rows;
}

export interface GameAdminRow {
  id: bigint;
  vendor_code: string;
  game_type: string;
  game_code: string;
  names: Record<string, string>;
  classify: string;
  min_bet_minor: bigint;
  is_hot: boolean;
  is_new: boolean;
  sort: number;
  enabled: boolean;
}

export async function pageGamesForOps(
  sql: Sql,
  merchantId: bigint,
  q: ListOpsGamesQuery,
): Promise<{ rows: GameAdminRow[]; total: number }> {
  const where = `merchant_id = $1 AND ($2::text IS NULL OR vendor_code = $2)
    AND ($3::text IS NULL OR game_type = $3) AND ($4::text IS NULL OR classify = $4)
    AND ($5 = '' OR search_name LIKE '%' || $5 || '%' OR game_code ILIKE '%' || $5 || '%')`;
  const args = [
    merchantId,
    q.vendorCode ?? null,
    q.gameType ?? null,
    q.classify ?? null,
    escapeLike(q.keyword.toLowerCase()),
  ];
  const [rows, count] = await Promise.all([
    sql.query<GameAdminRow>(
      `SELECT id, vendor_code, game_type, game_code, names, classify, min_bet_minor, is_hot,
              is_new, sort, enabled
         FROM games WHERE ${where} ORDER BY vendor_code, sort, id LIMIT $6 OFFSET $7`,
      [...args, q.pageSize, (q.pageNo - 1) * q.pageSize],
    ),
    sql.query<{ n: string }>(`SELECT count(*) AS n FROM games WHERE ${where}`, args),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** One row of `table` for the merchant, locked for the change that follows. */
export async function lockRow<Row>(
  sql: Sql,
  table: 'games' | 'game_vendors' | 'vendor_integrations',
  where: string,
  args: unknown[],
): Promise<Row | null> {
  const r = await sql.query<Row & Record<string, unknown>>(
    `SELECT * FROM ${table} WHERE ${where} FOR UPDATE`,
    args,
  );
  return r.rows[0] ?? null;
}
