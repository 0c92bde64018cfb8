import type { Sql } from '../../db/db';
import { hashToken } from './session-token';
import { sessionsEnded } from './session-cache';

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
 * absolute expiry, and used within the idle window. The touch is written at most once a
 * minute: every authenticated call reads the session, and a write on each of them would make
 * the hottest reads (balance) pay for a row update and its WAL.
 */
const TOUCH_EVERY_SECONDS = 60;

export async function findActiveSession(
  sql: Sql,
  token: string,
  idleTimeoutMs: number,
): Promise<ActiveSession | null> {
  const r = await sql.query<{
    id: bigint;
    member_id: bigint;
    merchant_id: bigint;
    type: number;
    username: string;
    full_access: boolean;
  }>(
    `WITH live AS (
       SELECT s.id, s.member_id, s.merchant_id, m.type, m.username, s.full_access,
              s.last_seen_at
         FROM sessions s JOIN members m ON m.id = s.member_id
        WHERE s.token_hash = $1
          AND s.revoked_at IS NULL AND s.expires_at > now()
          AND s.last_seen_at > now() - make_interval(secs => $2::double precision / 1000)
          AND m.status <> 'closed'
     ), touched AS (
       UPDATE sessions SET last_seen_at = now()
        WHERE id IN (SELECT id FROM live
                      WHERE last_seen_at < now() - make_interval(secs => $3::double precision))
     )
     SELECT id, member_id, merchant_id, type, username, full_access FROM live`,
    [hashToken(token), idleTimeoutMs, TOUCH_EVERY_SECONDS],
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

export interface NewSession {
  tokenHash: Buffer;
  memberId: bigint;
  merchantId: bigint;
  fullAccess: boolean;
  ip: string | null;
  userAgent: string | null;
  loginMethod: string;
  verificationMethods: string[];
  /** Absolute lifetime; the idle window is applied on every use by findActiveSession. */
  lifetimeMs: number;
}

export async function insertSession(sql: Sql, s: NewSession): Promise<bigint> {
  const r = await sql.query<{ id: bigint }>(
    `INSERT INTO sessions (token_hash, member_id, merchant_id, full_access, ip, user_agent,
                           login_method, verification_methods, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8,
             now() + make_interval(secs => $9::double precision / 1000))
     RETURNING id`,
    [
      s.tokenHash,
      s.memberId,
      s.merchantId,
      s.fullAccess,
      s.ip,
      s.userAgent?.slice(0, 512) ?? null,
      s.loginMethod,
      s.verificationMethods,
      s.lifetimeMs,
    ],
  );
  return r.rows[0]!.id;
}

export async function revokeSession(sql: Sql, sessionId: bigint): Promise<void> {
  await sql.query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
  ]);
  sessionsEnded({ sessionId });
}

/** Ends every live session of a member except `keepSessionId` (e.g. after a password change). */
export async function revokeMemberSessions(
  sql: Sql,
  memberId: bigint,
  keepSessionId: bigint | null,
): Promise<number> {
  const r = await sql.query(
    `UPDATE sessions SET revoked_at = now()
      WHERE member_id = $1 AND revoked_at IS NULL AND ($2::bigint IS NULL OR id <> $2::bigint)`,
    [memberId, keepSessionId],
  );
  // The kept session stays valid; dropping it from the cache too only costs one lookup.
  sessionsEnded({ memberId });
  return r.rowCount;
}

/** The pending second step of a session: allowed methods, and tries used so far (incremented). */
export async function countVerifyAttempt(
  sql: Sql,
  sessionId: bigint,
): Promise<{ methods: string[]; attempts: number; loginMethod: string | null } | null> {
  const r = await sql.query<{
    verification_methods: string[];
    verify_attempts: number;
    login_method: string | null;
  }>(
    `UPDATE sessions SET verify_attempts = verify_attempts + 1
      WHERE id = $1 AND revoked_at IS NULL AND NOT full_access
     RETURNING verification_methods, verify_attempts, login_method`,
    [sessionId],
  );
  const row = r.rows[0];
  return row
    ? {
        methods: row.verification_methods,
        attempts: row.verify_attempts,
        loginMethod: row.login_method,
      }
    : null;
}

/** The pending methods of a session without counting a try (to send a code). */
export async function pendingMethods(sql: Sql, sessionId: bigint): Promise<string[] | null> {
  const r = await sql.query<{ verification_methods: string[] }>(
    'SELECT verification_methods FROM sessions WHERE id = $1 AND revoked_at IS NULL AND NOT full_access',
    [sessionId],
  );
  return r.rows[0]?.verification_methods ?? null;
}

/**
 * Whether a session is still alive, without touching it: a page's open live-event stream must
 * not keep an idle session from expiring (ADR 0037).
 */
export async function isSessionAlive(
  sql: Sql,
  sessionId: bigint,
  idleTimeoutMs: number,
): Promise<boolean> {
  const r = await sql.query(
    `SELECT 1 FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(secs => $2::double precision / 1000)
        AND m.status <> 'closed'`,
    [sessionId, idleTimeoutMs],
  );
  return r.rowCount > 0;
}
