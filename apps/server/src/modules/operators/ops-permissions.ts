import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  isPermissionName,
  PUBLIC_PERMISSION,
  roleAllows,
  SELF_PERMISSION,
} from '@wl/contract/operators/roles';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { findOperatorSession, type OperatorSession } from './operator-session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an /ops route needs: '<area>.<action>', 'session.self' or 'public' (login only). */
    permission?: string;
  }
  interface FastifyRequest {
    /** Set on /ops routes once the session and its role's permission are checked. */
    operatorSession: OperatorSession | null;
  }
}

export interface OpsRoute {
  method: string;
  url: string;
  permission: string | null;
}

/**
 * Every /ops route passes one check, added here as the route is registered, before its body is
 * read: a live operator session of the request's merchant whose role holds the route's
 * permission in the contract's roles × permissions table. A route that names no permission (or
 * a malformed one) is refused to everybody, so a forgotten `config` fails closed. Install it
 * before any module registers routes; the returned list (filled as routes register) is what the
 * permission matrix test walks, so new routes are covered without editing the test.
 */
export function installOpsPermissions(
  app: FastifyInstance,
  deps: { db: Db; now: () => number },
): OpsRoute[] {
  const routes: OpsRoute[] = [];
  app.decorateRequest('operatorSession', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/ops/')) return;
    const permission = route.config?.permission ?? null;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, permission });
    }
    const check = permissionCheck(deps, permission);
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [check, ...existing];
  });
  return routes;
}

function permissionCheck(
  deps: { db: Db; now: () => number },
  permission: string | null,
): onRequestAsyncHookHandler {
  const known = permission === SELF_PERMISSION || (permission && isPermissionName(permission));
  return async function checkPermission(request: FastifyRequest) {
    if (permission === PUBLIC_PERMISSION) return;
    if (!known) {
      request.log.error({ url: request.url }, 'an /ops route names no permission; refused');
      throw new AppError('operator_role_forbidden');
    }
    const session = await sessionOf(deps, request);
    if (!roleAllows(session.operator.role, permission)) {
      throw new AppError('operator_role_forbidden');
    }
    request.operatorSession = session;
  };
}

/** The raw token in `Authorization` (as the player API), for a session of this merchant. */
async function sessionOf(deps: { db: Db; now: () => number }, request: FastifyRequest) {
  const raw = request.headers.authorization;
  const token = typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '').trim() : '';
  if (!token || token.length > 256) throw new AppError('operator_session_invalid');
  const session = await findOperatorSession(deps.db, token, deps.now());
  if (!session || session.operator.merchantId !== request.merchant.id) {
    throw new AppError('operator_session_invalid');
  }
  return session;
}
