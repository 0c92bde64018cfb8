import type { Sql } from '../../db/db';
import { revokeMemberSessions, revokeSession } from './session-store';

/** Logout, or a pending session replaced by its completed login. */
export async function endSession(options: { sql: Sql; sessionId: bigint }): Promise<void> {
  await revokeSession(options.sql, options.sessionId);
}

/** After a password change or reset: every session of the member ends, except `keep`. */
export async function endMemberSessions(options: {
  sql: Sql;
  memberId: bigint;
  keepSessionId?: bigint | null;
}): Promise<number> {
  return revokeMemberSessions(options.sql, options.memberId, options.keepSessionId ?? null);
}
