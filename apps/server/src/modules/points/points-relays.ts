import {
  convertRequest,
  convertResponse,
  emptyQuery,
  pointBalanceResponse,
  pointConfigResponse,
  pointRewardResponse,
  redeemListQuery,
  redeemListResponse,
  redeemRequest,
  redeemResponse,
} from '@wl/contract/points/member-points';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { relay, type RelayTable } from '../../http/relay';
import { clientKey } from '../cashier/client-key';
import { memberRequestKey, money } from '../cashier/money-edge';
import { convertPoints } from './convert-points';
import { listOrders } from './order-store';
import { pointsBalance } from './points-accounts';
import { selectGoods, selectSettings } from './points-store';
import { houseSlotNames } from './house-slots';
import { goodsView, orderView } from './points-views';
import { redeemGoods } from './redeem-goods';

const REAL = { realAccount: true } as const;
const MODULE = 'PTSYS3';
const member = (r: FastifyRequest) => r.session!.memberId;

/** The member's points mall calls (reference §3.8): one use case each. */
export function pointsRelays(deps: AppDeps): RelayTable {
  const { db } = deps;
  const read = { method: 'GET', moduleId: MODULE, token: REAL, input: emptyQuery } as const;
  return {
    MCS2_getPointBalance: relay({
      ...read,
      output: pointBalanceResponse,
      handler: async (_q, r) => {
        const b = await pointsBalance(db, member(r));
        return {
          balance: b.balance.toString(),
          held: b.held.toString(),
          available: b.available.toString(),
        };
      },
    }),
    MCS2_getPointConfig: relay({
      ...read,
      output: pointConfigResponse,
      handler: async (_q, r) => {
        const s = await selectSettings(db, r.merchant.id);
        return {
          pointsPerUnit: s.pointsPerUnit.toString(),
          minConvertPoints: s.minConvertPoints.toString(),
          rulesText: s.rulesText,
          currency: r.merchant.currency,
        };
      },
    }),
    MCS2_getPointReward: relay({
      ...read,
      output: pointRewardResponse,
      handler: async (_q, r) => {
        const goods = await selectGoods(db, r.merchant.id, { activeOnly: true });
        const slotName = await houseSlotNames(db, r.merchant.id, r.language);
        return {
          categories: [...new Set(goods.map((g) => g.category))],
          list: goods.map((g) => goodsView(g, r.merchant.currency, slotName)),
        };
      },
    }),
    MCS2_getRedeemPointList: relay({
      ...read,
      input: redeemListQuery,
      output: redeemListResponse,
      handler: async (q, r) => {
        const page = await listOrders(db, {
          merchantId: r.merchant.id,
          memberId: member(r),
          status: q.status,
          limit: q.pageSize,
          offset: (q.pageNo - 1) * q.pageSize,
        });
        return {
          list: page.list.map(orderView),
          total: page.total,
          totalPages: Math.max(1, Math.ceil(page.total / q.pageSize)),
          pageNum: q.pageNo,
        };
      },
    }),
    'passwordCheck/MCS2_redeemPointReward': relay({
      method: 'POST',
      moduleId: MODULE,
      token: REAL,
      input: redeemRequest,
      output: redeemResponse,
      handler: async (b, r) =>
        orderView(
          await redeemGoods({
            db,
            merchantId: r.merchant.id,
            memberId: member(r),
            goodsId: BigInt(b.goodsId),
            password: b.password,
            delivery: { recipient: b.recipient, address: b.address, phone: b.phone },
            requestKey: memberRequestKey(member(r), 'redeem', clientKey(r, b.idempotencyKey)),
          }),
        ),
    }),
    'passwordCheck/MCS2_convertPoint': relay({
      method: 'POST',
      moduleId: MODULE,
      token: REAL,
      input: convertRequest,
      output: convertResponse,
      handler: async (b, r) => {
        const done = await convertPoints({
          db,
          merchantId: r.merchant.id,
          currency: r.merchant.currency,
          memberId: member(r),
          points: BigInt(b.points),
          password: b.password,
          requestKey: memberRequestKey(member(r), 'convert', clientKey(r, b.idempotencyKey)),
        });
        return {
          points: done.points.toString(),
          amount: money(done.moneyMinor, r.merchant.currency),
          replayed: done.replayed,
        };
      },
    }),
  };
}
