import type { Sql } from '../../db/db';

/** The merchant the benchmark runs on. */
export async function selectBenchMerchant(sql: Sql, code: string) {
  const r = await sql.query<{ id: bigint; currency: string }>(
    'SELECT id, currency FROM merchants WHERE code = $1',
    [code],
  );
  return r.rows[0] ?? null;
}

/** A bare member row for the benchmark (no password, no session: it only owns a wallet). */
export async function insertBenchMember(sql: Sql, merchantId: bigint, username: string) {
  const r = await sql.query<{ id: bigint }>(
    'INSERT INTO members (merchant_id, username) VALUES ($1, $2) RETURNING id',
    [merchantId, username],
  );
  return r.rows[0]!.id;
}
