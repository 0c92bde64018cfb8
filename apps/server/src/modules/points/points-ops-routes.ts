import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import {
  grantPointsBody,
  grantPointsResponse,
  listEarningRulesResponse,
  listOpsGoodsResponse,
  listOpsOrdersResponse,
  listOrdersQuery,
  pointsIdParams,
  pointsSettingsBody,
  pointsSettingsView,
  rejectOrderBody,
  saveEarningRuleBody,
  saveGoodsBody,
} from '@wl/contract/points/ops-points';
import type { AppDeps } from '../../app-deps';
import '../../http/route-permission';
import { ok } from '../../http/envelope';
import { grantPointsByOperator } from './grant-points-by-operator';
import { listOrders } from './order-store';
import { houseSlotNames } from './house-slots';
import { goodsView, opsOrderView } from './points-views';
import { selectEarningRules, selectGoods, selectSettings, type Goods } from './points-store';
import { passOrder, rejectOrder } from './review-order';
import { saveEarningRule, saveGoods, savePointsSettings } from './save-points-settings';

const tags = ['operators', 'points'];

/**
 * Operator API of the points mall (permission area 'points'): settings, earning rules, goods
 * and stock, and the review of redemption orders. Every change is audited.
 */
export function pointsOpsRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const change = (r: FastifyRequest) => ({
    db,
    merchantId: r.merchant.id,
    operatorId: r.operatorSession!.operator.id,
    ip: r.ip,
  });
  const opsGoods = (g: Goods, currency: string, slotName: (code: string) => string) => ({
    ...goodsView(g, currency, slotName),
    active: g.active,
    sort: g.sort,
  });
  const names = (r: FastifyRequest) => houseSlotNames(db, r.merchant.id, r.language);

  typed.get('/ops/points/settings', {
    schema: { tags, summary: 'Points settings', response: { 200: envelope(pointsSettingsView) } },
    config: { permission: 'points.view' },
    handler: async (r) => {
      const s = await selectSettings(db, r.merchant.id);
      return ok({
        pointsPerUnit: Number(s.pointsPerUnit),
        minConvertPoints: Number(s.minConvertPoints),
        rulesText: s.rulesText,
      });
    },
  });

  typed.put('/ops/points/settings', {
    schema: { tags, summary: 'Save the exchange ratio and rules', body: pointsSettingsBody },
    config: { permission: 'points.edit' },
    handler: async (r) => {
      await savePointsSettings(change(r), {
        pointsPerUnit: BigInt(r.body.pointsPerUnit),
        minConvertPoints: BigInt(r.body.minConvertPoints),
        rulesText: r.body.rulesText,
      });
      return ok(r.body);
    },
  });

  typed.get('/ops/points/earning-rules', {
    schema: {
      tags,
      summary: 'Earning rules',
      response: { 200: envelope(listEarningRulesResponse) },
    },
    config: { permission: 'points.view' },
    handler: async (r) => ok({ list: await selectEarningRules(db, r.merchant.id) }),
  });

  typed.put('/ops/points/earning-rules', {
    schema: { tags, summary: 'Set one earning rule', body: saveEarningRuleBody },
    config: { permission: 'points.edit' },
    handler: async (r) => ok(await saveEarningRule(change(r), r.body)),
  });

  typed.get('/ops/points/goods', {
    schema: { tags, summary: 'Goods and stock', response: { 200: envelope(listOpsGoodsResponse) } },
    config: { permission: 'points.view' },
    handler: async (r) => {
      const goods = await selectGoods(db, r.merchant.id, { activeOnly: false });
      const slotName = await names(r);
      return ok({ list: goods.map((g) => opsGoods(g, r.merchant.currency, slotName)) });
    },
  });

  typed.post('/ops/points/goods', {
    schema: { tags, summary: 'Add a good', body: saveGoodsBody },
    config: { permission: 'points.edit' },
    handler: async (r) => {
      const c = r.merchant.currency;
      const saved = await saveGoods({ ...change(r), currency: c }, null, r.body);
      return ok(opsGoods(saved, c, await names(r)));
    },
  });

  typed.put('/ops/points/goods/:id', {
    schema: {
      tags,
      summary: 'Edit a good or its stock',
      params: pointsIdParams,
      body: saveGoodsBody,
    },
    config: { permission: 'points.edit' },
    handler: async (r) => {
      const c = r.merchant.currency;
      const id = BigInt(r.params.id);
      const saved = await saveGoods({ ...change(r), currency: c }, id, r.body);
      return ok(opsGoods(saved, c, await names(r)));
    },
  });

  typed.get('/ops/points/orders', {
    schema: {
      tags,
      summary: 'Redemption orders',
      querystring: listOrdersQuery,
      response: { 200: envelope(listOpsOrdersResponse) },
    },
    config: { permission: 'points.view' },
    handler: async (r) => {
      const page = await listOrders(db, {
        merchantId: r.merchant.id,
        status: r.query.status,
        limit: r.query.pageSize,
        offset: (r.query.pageNo - 1) * r.query.pageSize,
      });
      return ok({ list: page.list.map(opsOrderView), total: page.total });
    },
  });

  const review = (r: FastifyRequest, id: number) => ({
    ...change(r),
    orderId: BigInt(id),
    now: new Date(deps.now()),
  });

  typed.post('/ops/points/grants', {
    schema: {
      tags,
      summary: 'Give a member points (audited; once per idempotency key)',
      body: grantPointsBody,
      response: { 200: envelope(grantPointsResponse) },
    },
    config: { permission: 'points.edit' },
    handler: async (r) =>
      ok(
        await grantPointsByOperator(change(r), {
          memberId: BigInt(r.body.memberId),
          points: BigInt(r.body.points),
          reason: r.body.reason,
          idempotencyKey: r.body.idempotencyKey,
        }),
      ),
  });

  typed.post('/ops/points/orders/:id/pass', {
    schema: { tags, summary: 'Pass a redemption: deliver the good', params: pointsIdParams },
    config: { permission: 'points.review' },
    handler: async (r) => ok(opsOrderView(await passOrder(review(r, r.params.id)))),
  });

  typed.post('/ops/points/orders/:id/reject', {
    schema: {
      tags,
      summary: 'Reject a redemption: the points go back',
      params: pointsIdParams,
      body: rejectOrderBody,
    },
    config: { permission: 'points.review' },
    handler: async (r) =>
      ok(opsOrderView(await rejectOrder({ ...review(r, r.params.id), reason: r.body.reason }))),
  });
}
