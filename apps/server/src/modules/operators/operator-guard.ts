import type { FastifyRequest } from 'fastify';
import type { OperatorRole } from '@wl/contract/operators/roles';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';

/**
 * The guard /ops routes used before the back office's roles × permissions check
 * (ops-permissions.ts) existed. That check now runs first on every /ops route and sets the
 * session, so this guard only asserts it ran; the roles it names are ignored because the
 * permission table decides (an admin may do what a supervisor may). Kept so routes written
 * against it keep working; new routes need only `config: { permission }`.
 */
export function operatorGuard(_db: Db, _now: () => number) {
  return (_roles?: readonly OperatorRole[]) => async (request: FastifyRequest) => {
    if (!request.operatorSession) throw new AppError('operator_session_invalid');
  };
}
export type OperatorGuard = ReturnType<typeof operatorGuard>;
