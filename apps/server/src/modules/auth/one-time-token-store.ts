import type { Sql } from '../../db/db';

export type OneTimeTokenKind = 'captcha' | 'form' | 'reset' | 'oauth_state' | 'oauth_login';

const ts = (i: number) => `to_timestamp($${i}::double precision / 1000)`;

export async function insertToken(
  sql: Sql,
  t: {
    tokenHash: Buffer;
    kind: OneTimeTokenKind;
    merchantId: bigint;
    payload: unknown;
    createdAtMs: number;
    expiresAtMs: number;
  },
): Promise<void> {
  await sql.query(
    `INSERT INTO one_time_tokens (token_hash, kind, merchant_id, payload, created_at, expires_at)
     VALUES ($1, $2, $3, $4, ${ts(5)}, ${ts(6)})`,
    [t.tokenHash, t.kind, t.merchantId, JSON.stringify(t.payload), t.createdAtMs, t.expiresAtMs],
  );
}

/** Marks the token used and returns its payload, if it was unused and unexpired. */
export async function takeToken(
  sql: Sql,
  t: { tokenHash: Buffer; kind: OneTimeTokenKind; merchantId: bigint; nowMs: number },
): Promise<{ payload: unknown; createdAtMs: number } | null> {
  const r = await sql.query<{ payload: unknown; created_at: Date }>(
    `UPDATE one_time_tokens SET used_at = ${ts(4)}
      WHERE token_hash = $1 AND kind = $2 AND merchant_id = $3
        AND used_at IS NULL AND expires_at > ${ts(4)}
     RETURNING payload, created_at`,
    [t.tokenHash, t.kind, t.merchantId, t.nowMs],
  );
  const row = r.rows[0];
  return row ? { payload: row.payload, createdAtMs: row.created_at.getTime() } : null;
}

/** Reads an unused, unexpired token without using it up. */
export async function peekToken(
  sql: Sql,
  t: { tokenHash: Buffer; kind: OneTimeTokenKind; merchantId: bigint; nowMs: number },
): Promise<{ payload: unknown; createdAtMs: number } | null> {
  const r = await sql.query<{ payload: unknown; created_at: Date }>(
    `SELECT payload, created_at FROM one_time_tokens
      WHERE token_hash = $1 AND kind = $2 AND merchant_id = $3
        AND used_at IS NULL AND expires_at > ${ts(4)}`,
    [t.tokenHash, t.kind, t.merchantId, t.nowMs],
  );
  const row = r.rows[0];
  return row ? { payload: row.payload, createdAtMs: row.created_at.getTime() } : null;
}

export async function deleteExpiredTokens(sql: Sql, nowMs: number): Promise<void> {
  await sql.query(`DELETE FROM one_time_tokens WHERE expires_at < ${ts(1)} - interval '1 day'`, [
    nowMs,
  ]);
}
