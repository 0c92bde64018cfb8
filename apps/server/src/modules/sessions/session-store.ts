import type { Sql } from '../../db/db';
import { hashToken } from './session-token';

export interface ActiveSession {
  sessionId: bigint;
  memberId: bigint;
  merchantId: bigint;
  memberType: number;
  username: string;
  fullAccess: boolean;
}

/**
 * Looks a raw token up and touches it. A session is alive while not revoked, before its
 * absolute expiry, and used within the idle window.
 */
export async function findActiveSession(
  sql: Sql,
  token: string,
  idleTimeoutMs: number,
): Promise<ActiveSession | null> {
  const r = await sql.query<{
    id: bigint; member_id: bigint; merchant_id: bigint; type: number; username: string;
    full_access: boolean;
  }>(
    `UPDATE sessions s SET last_seen_at = now()
       FROM members m
      WHERE s.token_hash = $1 AND m.id = s.member_id
        AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(secs => $2::double precision / 1000)
        AND m.status <> 'closed'
     RETURNING s.id, s.member_id, s.merchant_id, m.type, m.username, s.full_access`,
    [hashToken(token), idleTimeoutMs],
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    sessionId: row.id,
    memberId: row.member_id,
    merchantId: row.merchant_id,
    memberType: row.type,
    username: row.username,
    fullAccess: row.full_access,
  };
}
