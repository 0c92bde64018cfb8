import type { Db } from '../../db/db';
import { startSession } from '../sessions/start-session';

/** Test support: a member of the demo merchant with a live session token. */
export async function signIn(db: Db, options: { username: string; type?: 0 | 4 }) {
  const m = await db.query<{ id: bigint }>(`SELECT id FROM merchants WHERE code = 'DEMO'`);
  const merchantId = m.rows[0]!.id;
  const member = await db.query<{ id: bigint }>(
    `INSERT INTO members (merchant_id, username, type) VALUES ($1, $2, $3) RETURNING id`,
    [merchantId, options.username, options.type ?? 0],
  );
  const memberId = member.rows[0]!.id;
  const { token } = await startSession({
    sql: db,
    memberId,
    merchantId,
    fullAccess: true,
    ip: null,
    userAgent: null,
    method: 'password',
    lifetimeMs: 3_600_000,
  });
  return { merchantId, memberId, token };
}

/** The node id of a seeded game, by vendor and game code. */
export async function nodeIdOf(db: Db, vendorCode: string, gameCode: string): Promise<string> {
  const r = await db.query<{ node_id: string }>(
    `SELECT node_id FROM games WHERE vendor_code = $1 AND game_code = $2`,
    [vendorCode, gameCode],
  );
  return r.rows[0]!.node_id;
}
