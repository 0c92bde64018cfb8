import type { Sql } from '../../../db/db';

export type CodeChannel = 'sms' | 'email';
export type CodePurpose = 'register' | 'noLogin' | 'stepup';

const ts = (i: number) => `to_timestamp($${i}::double precision / 1000)`;

/** Serialises sends to one target across API nodes for the rest of the transaction. */
export async function lockTarget(sql: Sql, target: string): Promise<void> {
  await sql.query("SELECT pg_advisory_xact_lock(hashtext('code:' || $1))", [target]);
}

/** Sends to a target in the last day: how many, the newest and the oldest. */
export async function sendStats(sql: Sql, merchantId: bigint, target: string, nowMs: number) {
  const r = await sql.query<{ n: bigint; newest: Date | null; oldest: Date | null }>(
    `SELECT count(*) AS n, max(created_at) AS newest, min(created_at) AS oldest
       FROM verification_codes
      WHERE merchant_id = $1 AND target = $2 AND created_at > ${ts(3)} - interval '1 day'`,
    [merchantId, target, nowMs],
  );
  const row = r.rows[0]!;
  return {
    count: Number(row.n),
    newestMs: row.newest?.getTime() ?? null,
    oldestMs: row.oldest?.getTime() ?? null,
  };
}

export async function insertCode(
  sql: Sql,
  c: {
    merchantId: bigint;
    channel: CodeChannel;
    target: string;
    purpose: CodePurpose;
    codeHash: Buffer;
    salt: Buffer;
    ip: string | null;
    nowMs: number;
    expiresAtMs: number;
  },
): Promise<bigint> {
  const r = await sql.query<{ id: bigint }>(
    `INSERT INTO verification_codes (merchant_id, channel, target, purpose, code_hash, salt, ip,
                                     created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, ${ts(8)}, ${ts(9)}) RETURNING id`,
    [
      c.merchantId,
      c.channel,
      c.target,
      c.purpose,
      c.codeHash,
      c.salt,
      c.ip,
      c.nowMs,
      c.expiresAtMs,
    ],
  );
  return r.rows[0]!.id;
}

/** A send that failed at the provider does not count and cannot be used. */
export async function deleteCode(sql: Sql, id: bigint): Promise<void> {
  await sql.query('DELETE FROM verification_codes WHERE id = $1', [id]);
}

export interface StoredCode {
  id: bigint;
  codeHash: Buffer;
  salt: Buffer;
  attempts: number;
  expiresAtMs: number;
}

/** The newest unused code for target and purpose, locked; older ones are dead. */
export async function latestCodeForUpdate(
  sql: Sql,
  k: { merchantId: bigint; channel: CodeChannel; target: string; purpose: CodePurpose },
): Promise<StoredCode | null> {
  const r = await sql.query<{
    id: bigint;
    code_hash: Uint8Array;
    salt: Uint8Array;
    attempts: number;
    expires_at: Date;
  }>(
    `SELECT id, code_hash, salt, attempts, expires_at FROM verification_codes
      WHERE id = (SELECT max(id) FROM verification_codes
                   WHERE merchant_id = $1 AND channel = $2 AND target = $3 AND purpose = $4)
        AND consumed_at IS NULL
      FOR UPDATE`,
    [k.merchantId, k.channel, k.target, k.purpose],
  );
  const row = r.rows[0];
  return row
    ? {
        id: row.id,
        codeHash: Buffer.from(row.code_hash),
        salt: Buffer.from(row.salt),
        attempts: row.attempts,
        expiresAtMs: row.expires_at.getTime(),
      }
    : null;
}

export async function recordWrongAttempt(sql: Sql, id: bigint): Promise<number> {
  const r = await sql.query<{ attempts: number }>(
    'UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts',
    [id],
  );
  return r.rows[0]?.attempts ?? 0;
}

export async function consumeCode(sql: Sql, id: bigint, nowMs: number): Promise<void> {
  await sql.query(`UPDATE verification_codes SET consumed_at = ${ts(2)} WHERE id = $1`, [
    id,
    nowMs,
  ]);
}
