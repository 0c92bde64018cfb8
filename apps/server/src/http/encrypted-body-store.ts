import type { Sql } from '../db/db';

export interface StoredKey {
  kid: string;
  privatePem: string;
  publicJwk: Record<string, unknown>;
  createdAtMs: number;
}

/** The two newest keys: the current one and the previous one, which is still accepted. */
export async function newestKeys(sql: Sql): Promise<StoredKey[]> {
  const r = await sql.query<{
    kid: string;
    private_pem: string;
    public_jwk: Record<string, unknown>;
    created_at: Date;
  }>(
    'SELECT kid, private_pem, public_jwk, created_at FROM crypto_keys ORDER BY created_at DESC LIMIT 2',
  );
  return r.rows.map((row) => ({
    kid: row.kid,
    privatePem: row.private_pem,
    publicJwk: row.public_jwk,
    createdAtMs: row.created_at.getTime(),
  }));
}

/**
 * Stores a new key unless another node stored a fresh one meanwhile (the caller holds the
 * rotation lock). Returns whether it was stored.
 */
export async function insertKeyIfStale(sql: Sql, key: StoredKey, staleBeforeMs: number) {
  await sql.query('SELECT pg_advisory_xact_lock(726354200)');
  const r = await sql.query(
    `INSERT INTO crypto_keys (kid, private_pem, public_jwk, created_at)
     SELECT $1, $2, $3, to_timestamp($4::double precision / 1000)
      WHERE NOT EXISTS (SELECT 1 FROM crypto_keys
                         WHERE created_at > to_timestamp($5::double precision / 1000))`,
    [key.kid, key.privatePem, JSON.stringify(key.publicJwk), key.createdAtMs, staleBeforeMs],
  );
  return r.rowCount > 0;
}

/** Remembers a nonce; false when it was seen before (a replay). */
export async function rememberNonce(
  sql: Sql,
  nonce: string,
  expiresAtMs: number,
): Promise<boolean> {
  const r = await sql.query(
    `INSERT INTO request_nonces (nonce, expires_at) VALUES ($1, to_timestamp($2::double precision / 1000))
     ON CONFLICT (nonce) DO NOTHING`,
    [nonce, expiresAtMs],
  );
  return r.rowCount > 0;
}

export async function deleteExpiredNonces(sql: Sql, nowMs: number) {
  await sql.query(
    'DELETE FROM request_nonces WHERE expires_at < to_timestamp($1::double precision / 1000)',
    [nowMs],
  );
}
