import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';
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
import { ok } from '../../http/envelope';
import {
  addOperator,
  changeOperator,
  listOperators,
  resetOperatorSecondFactor,
} from './manage-operators';
import { getOperatorTotp, setOperatorTotp } from './operator-totp';

const tags = ['back office'];
const done = envelope(z.object({ ok: z.boolean() }));

/**
 * An operator's own second factor (GET/POST /ops/session/totp, 'session.self'), and the
 * accounts admins keep (contract: operators/manage-operators.ts).
 */
export function operatorAccountRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const self = (r: FastifyRequest) => r.operatorSession!.operator.id;
  const actor = (r: FastifyRequest) => ({
    merchantId: r.merchant.id,
    operatorId: self(r),
    ip: r.ip,
  });

  typed.get('/ops/session/totp', {
    schema: { tags, response: { 200: envelope(getTotpResponse) } },
    config: { permission: 'session.self' },
    handler: async (r) =>
      ok(await getOperatorTotp({ db, merchant: r.merchant, operatorId: self(r) })),
  });
  typed.post('/ops/session/totp', {
    schema: {
      tags,
      body: setTotpRequest,
      response: { 200: envelope(setTotpResponse) },
    },
    config: { permission: 'session.self' },
    handler: async (r) =>
      ok(
        await setOperatorTotp({
          db,
          merchant: r.merchant,
          operatorId: self(r),
          ...r.body,
          nowMs: deps.now(),
          ip: r.ip,
        }),
      ),
  });

  typed.get('/ops/operators', {
    schema: {
      tags,
      querystring: listOperatorsQuery,
      response: { 200: envelope(listOperatorsResponse) },
    },
    config: { permission: 'operators.view' },
    handler: async (r) => ok(await listOperators({ db, merchantId: r.merchant.id, ...r.query })),
  });
  typed.post('/ops/operators', {
    schema: {
      tags,
      body: createOperatorRequest,
      response: { 200: envelope(z.object({ id: z.number().int() })) },
    },
    config: { permission: 'operators.manage' },
    handler: async (r) => ok(await addOperator({ db, actor: actor(r), ...r.body })),
  });
  typed.post('/ops/operators/:id', {
    schema: {
      tags,
      params: operatorIdParams,
      body: updateOperatorRequest,
      response: { 200: done },
    },
    config: { permission: 'operators.manage' },
    handler: async (r) =>
      ok(
        await changeOperator({
          db,
          actor: actor(r),
          operatorId: BigInt(r.params.id),
          ...r.body,
        }),
      ),
  });
  typed.post('/ops/operators/:id/reset-second-factor', {
    schema: { tags, params: operatorIdParams, response: { 200: done } },
    config: { permission: 'operators.manage' },
    handler: async (r) =>
      ok(await resetOperatorSecondFactor({ db, actor: actor(r), operatorId: BigInt(r.params.id) })),
  });
}
