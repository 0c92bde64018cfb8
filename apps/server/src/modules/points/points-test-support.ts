import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { grantPoints } from './grant-points';

/** Helpers for the points mall's tests. Never imported by application code. */

/** The member's redemption call (payment password checked). */
export const REDEEM_PATH = '/wps/relay/passwordCheck/MCS2_redeemPointReward';
export function opsClient(app: FastifyInstance, token: () => string) {
  const headers = () => ({ merchant: 'DEMO', authorization: token() });
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers: headers() }),
    put: (url: string, payload: object) =>
      app.inject({ method: 'PUT', url, headers: headers(), payload }),
    post: (url: string, payload: object = {}) =>
      app.inject({ method: 'POST', url, headers: headers(), payload }),
  };
}

/** A good as the operator posts it. */
export function goodsBody(extra: Record<string, unknown> = {}) {
  return {
    kind: 'cash',
    category: 'cash',
    name: '10 PHP cash',
    pricePoints: 1000,
    value: '10',
    stock: null,
    ...extra,
  };
}

export async function givePoints(db: Db, memberId: bigint, points: bigint, key: string) {
  return grantPoints({ db, memberId, points, grantKey: `test:${key}`, source: 'promotion' });
}

export async function pointsOf(db: Db, memberId: bigint) {
  const r = await db.query<{ balance_minor: bigint; pending_debit_minor: bigint }>(
    `SELECT balance_minor, pending_debit_minor FROM ledger_accounts
      WHERE member_id = $1 AND kind = 'points'`,
    [memberId],
  );
  const row = r.rows[0];
  return {
    balance: row?.balance_minor ?? 0n,
    available: (row?.balance_minor ?? 0n) - (row?.pending_debit_minor ?? 0n),
  };
}

/** Every PTS account of the merchant sums to zero: points are neither made nor lost. */
export async function pointsSum(db: Db): Promise<bigint> {
  const r = await db.query<{ s: bigint | null }>(
    `SELECT sum(balance_minor)::bigint AS s FROM ledger_accounts WHERE currency = 'PTS'`,
  );
  return r.rows[0]?.s ?? 0n;
}
