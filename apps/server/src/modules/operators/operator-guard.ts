import type { FastifyRequest } from 'fastify';
import type { OperatorRole } from '@wl/contract/operators/log-in-operator';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { findOperatorSession, type OperatorSession } from './operator-session';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the operator guard on /ops routes. */
    operatorSession: OperatorSession | null;
  }
}

/**
 * The /ops token guard: the raw token in `Authorization`, a live operator session of the
 * request's merchant, and (optionally) one of the allowed roles.
 */
export function operatorGuard(db: Db, now: () => number) {
  return (roles?: readonly OperatorRole[]) => async (request: FastifyRequest) => {
    const raw = request.headers.authorization;
    const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '').trim() : '';
    if (!token || token.length > 256) throw new AppError('operator_session_invalid');
    const session = await findOperatorSession(db, token, now());
    if (!session || session.operator.merchantId !== request.merchant.id) {
      throw new AppError('operator_session_invalid');
    }
    if (roles && !roles.includes(session.operator.role))
      throw new AppError('operator_role_forbidden');
    request.operatorSession = session;
  };
}
export type OperatorGuard = ReturnType<typeof operatorGuard>;
