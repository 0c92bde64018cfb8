import type { Sql } from '../../db/db';
import { insertSession } from './session-store';
import { hashToken, newSessionToken } from './session-token';

/** Pending second-step sessions get only this long before the password must be typed again. */
export const PENDING_SESSION_MS = 10 * 60_000;

/**
 * Opens a session and returns its raw token (shown once; only its hash is kept). Every login
 * step calls this, so each step gets a new session id and token. Runs on the caller's
 * transaction so a session never exists without the login that made it.
 */
export async function startSession(options: {
  sql: Sql;
  memberId: bigint;
  merchantId: bigint;
  fullAccess: boolean;
  ip: string | null;
  userAgent: string | null;
  method: string;
  verificationMethods?: string[];
  lifetimeMs: number;
}): Promise<{ token: string; sessionId: bigint }> {
  const token = newSessionToken();
  const sessionId = await insertSession(options.sql, {
    tokenHash: hashToken(token),
    memberId: options.memberId,
    merchantId: options.merchantId,
    fullAccess: options.fullAccess,
    ip: options.ip,
    userAgent: options.userAgent,
    loginMethod: options.method,
    verificationMethods: options.verificationMethods ?? [],
    lifetimeMs: options.fullAccess
      ? options.lifetimeMs
      : Math.min(options.lifetimeMs, PENDING_SESSION_MS),
  });
  return { token, sessionId };
}
