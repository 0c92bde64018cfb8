import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createOperatorRequest,
  listOperatorsQuery,
  listOperatorsResponse,
  operatorIdParams,
  updateOperatorRequest,
} from '@wl/contract/operators/manage-operators';
// The operator's authenticator has the same shape as a member's (auth/totp.ts).
import { getTotpResponse, setTotpRequest, setTotpResponse } from '@wl/contract/auth/totp';
import type { AppDeps } from '../../app-deps';
import {
  addOperator,
  changeOperator,
  listOperators,
  resetOperatorSecondFactor,
} from './manage-operators';
import { getOperatorTotp, setOperatorTotp } from './operator-totp';
import { opsRoutes } from './ops-route';

const done = z.object({ ok: z.boolean() });

/**
 * An operator's own second factor (GET/POST /ops/session/totp, 'session.self'), and the
 * accounts admins keep (contract: operators/manage-operators.ts).
 */
export function operatorAccountRoutes(app: FastifyInstance, deps: AppDeps) {
  const ops = opsRoutes(app, ['back office']);
  const { db } = deps;

  ops.get('/ops/session/totp', {
    permission: 'session.self',
    response: getTotpResponse,
    handler: async ({ request, actor }) =>
      getOperatorTotp({ db, merchant: request.merchant, operatorId: actor.operatorId }),
  });
  ops.post('/ops/session/totp', {
    permission: 'session.self',
    body: setTotpRequest,
    response: setTotpResponse,
    handler: async ({ request, actor, body }) =>
      setOperatorTotp({
        db,
        merchant: request.merchant,
        operatorId: actor.operatorId,
        ...body,
        nowMs: deps.now(),
        ip: actor.ip,
      }),
  });

  ops.get('/ops/operators', {
    permission: 'operators.view',
    querystring: listOperatorsQuery,
    response: listOperatorsResponse,
    handler: async ({ actor, query }) =>
      listOperators({ db, merchantId: actor.merchantId, ...query }),
  });
  ops.post('/ops/operators', {
    permission: 'operators.manage',
    body: createOperatorRequest,
    response: z.object({ id: z.number().int() }),
    handler: async ({ actor, body }) => addOperator({ db, actor, ...body }),
  });
  ops.post('/ops/operators/:id', {
    permission: 'operators.manage',
    params: operatorIdParams,
    body: updateOperatorRequest,
    response: done,
    handler: async ({ actor, params, body }) =>
      changeOperator({ db, actor, operatorId: BigInt(params.id), ...body }),
  });
  ops.post('/ops/operators/:id/reset-second-factor', {
    permission: 'operators.manage',
    params: operatorIdParams,
    response: done,
    handler: async ({ actor, params }) =>
      resetOperatorSecondFactor({ db, actor, operatorId: BigInt(params.id) }),
  });
}
