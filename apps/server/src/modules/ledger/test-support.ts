import type { Db } from '../../db/db';
import { hashToken, newSessionToken } from '../sessions/session-token';

/**
 * Members and sessions for tests, written straight into the tables so money tests do not
 * depend on the registration flow. Never imported by application code.
 */
export interface TestMember {
  memberId: bigint;
  merchantId: bigint;
  currency: string;
  username: string;
  token: string;
  headers: Record<string, string>;
}

let counter = 0;

export async function createTestMember(
  db: Db,
  options: { merchantCode?: string; username?: string; type?: number; uplineId?: bigint } = {},
): Promise<TestMember> {
  const merchantCode = options.merchantCode ?? 'DEMO';
  counter += 1;
  const username =
    options.username ?? `t${process.pid % 10000}x${counter}${Math.floor(Math.random() * 1e6)}`;
  const m = await db.query<{ id: bigint; merchant_id: bigint; currency: string }>(
    `INSERT INTO members (merchant_id, username, type, upline_id)
     SELECT id, $2, $3, $4 FROM merchants WHERE code = $1
     RETURNING id, merchant_id, (SELECT currency FROM merchants WHERE code = $1) AS currency`,
    [merchantCode, username, options.type ?? 0, options.uplineId ?? null],
  );
  const row = m.rows[0];
  if (!row) throw new Error(`merchant ${merchantCode} is not seeded`);
  const token = newSessionToken();
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, merchant_id, expires_at)
     VALUES ($1, $2, $3, now() + interval '1 day')`,
    [hashToken(token), row.id, row.merchant_id],
  );
  return {
    memberId: row.id,
    merchantId: row.merchant_id,
    currency: row.currency,
    username,
    token,
    headers: { merchant: merchantCode, authorization: token },
  };
}
