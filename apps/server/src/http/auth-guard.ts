import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { findActiveSession } from '../modules/sessions/session-store';
import type { SessionCache } from '../modules/sessions/session-cache';
import { AppError } from './app-error';

export interface AuthGuardOptions {
  /** Refuse sessions whose second-step verification is still pending. Default true. */
  fullAccess?: boolean;
  /** Refuse trial (type 4) accounts with in_need_true_account. Default false. */
  realAccount?: boolean;
}

/**
 * The token guard: `Authorization` carries the raw token (no "Bearer", as the original clients
 * send it). No token, an unknown one or an expired one is a 401 that makes the client forget
 * its session. With a cache, a live session is read from it for a moment (ADR 0029).
 */
export function authGuard(db: Db, idleTimeoutMs: number, cache?: SessionCache) {
  const find = (token: string) => findActiveSession(db, token, idleTimeoutMs);
  return (options: AuthGuardOptions = {}) =>
    async (request: FastifyRequest) => {
      const raw = request.headers.authorization;
      const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '').trim() : '';
      if (!token || token.length > 256) throw new AppError('login.not.session');
      const session = cache ? await cache.lookup(token, () => find(token)) : await find(token);
      if (!session || session.merchantId !== request.merchant.id) {
        throw new AppError('login.not.session');
      }
      if (options.fullAccess !== false && !session.fullAccess) {
        throw new AppError('forbidden', { messageKey: 'login_2fa_required' });
      }
      if (options.realAccount && session.memberType === 4) {
        throw new AppError('forbidden', { messageKey: 'in_need_true_account' });
      }
      request.session = session;
    };
}
export type AuthGuard = ReturnType<typeof authGuard>;
