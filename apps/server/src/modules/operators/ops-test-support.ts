import type { FastifyInstance } from 'fastify';
import { OPERATOR_ROLES, type OperatorRole } from '@wl/contract/operators/roles';
import type { Db } from '../../db/db';
import { createOperator } from './operator-session';

/**
 * Helpers for back-office API tests: one signed-in operator per role, and calls with their
 * token. Never imported by application code.
 */
export const TEST_OPERATOR_PASSWORD = 'Operator123';

export async function demoMerchantId(db: Db): Promise<bigint> {
  const r = await db.query<{ id: bigint }>(`SELECT id FROM merchants WHERE code = 'DEMO'`);
  return r.rows[0]!.id;
}

export async function logInAs(app: FastifyInstance, username: string, totpCode?: string) {
  const r = await app.inject({
    method: 'POST',
    url: '/ops/session/login',
    headers: { merchant: 'DEMO' },
    payload: { username, password: TEST_OPERATOR_PASSWORD, ...(totpCode ? { totpCode } : {}) },
  });
  return r;
}

/** Creates `<role>-op` for every role and answers their tokens. */
export async function operatorsOfEveryRole(app: FastifyInstance, db: Db) {
  const merchantId = await demoMerchantId(db);
  const tokens = {} as Record<OperatorRole, string>;
  for (const role of OPERATOR_ROLES) {
    const username = `${role.replace('_', '')}-op`;
    await createOperator({ db, merchantId, username, password: TEST_OPERATOR_PASSWORD, role });
    tokens[role] = (await logInAs(app, username)).json().value.token;
  }
  return tokens;
}

export function opsCall(
  app: FastifyInstance,
  token: string,
  method: string,
  url: string,
  payload?: object,
) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: { merchant: 'DEMO', authorization: token },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: payload ?? {} }),
  });
}
