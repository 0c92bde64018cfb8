import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import {
  listRebateRatesResponse,
  listVipLevelsResponse,
  saveRebateRateRequest,
  saveVipLevelRequest,
  vipLevelParams,
} from '@wl/contract/rewards/ops-rewards';
import type { AppDeps } from '../../app-deps';
import { ok } from '../../http/envelope';
import { operatorGuard } from '../operators/operator-guard';
import { vipLevelView } from './get-vip-progress';
import { listAllRebateRates } from './rebate-store';
import { saveRebateRate, saveVipLevel } from './save-reward-settings';
import { listVipLevels } from './vip-store';

const tags = ['operators', 'rewards'];

/** Operator API for VIP levels and rebate rates: supervisors edit, any role reads. Audited. */
export function rewardsOpsRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const guard = operatorGuard(db, deps.now);
  const supervisor = guard(['supervisor']);
  const anyRole = guard();
  const change = (r: { merchant: { id: bigint }; ip: string; operatorSession: unknown }) => ({
    db,
    merchantId: r.merchant.id,
    operatorId: (r.operatorSession as { operator: { id: bigint } }).operator.id,
    ip: r.ip,
  });

  typed.get('/ops/vip-levels', {
    schema: { tags, summary: 'VIP levels', response: { 200: envelope(listVipLevelsResponse) } },
    config: { permission: 'vip.view' },
    preHandler: [anyRole],
    handler: async (r) => {
      const levels = await listVipLevels(db, r.merchant.id);
      return ok({ list: levels.map((l) => vipLevelView(l, r.merchant.currency)) });
    },
  });

  typed.put('/ops/vip-levels/:level', {
    schema: {
      tags,
      summary: 'Create or replace a VIP level',
      params: vipLevelParams,
      body: saveVipLevelRequest,
    },
    config: { permission: 'vip.edit' },
    preHandler: [supervisor],
    handler: async (r) => {
      const c = r.merchant.currency;
      const level = await saveVipLevel({
        ...change(r),
        currency: c,
        level: r.params.level,
        input: r.body,
      });
      return ok(vipLevelView(level, c));
    },
  });

  typed.get('/ops/rebate-rates', {
    schema: { tags, summary: 'Rebate rates', response: { 200: envelope(listRebateRatesResponse) } },
    config: { permission: 'rebate.view' },
    preHandler: [anyRole],
    handler: async (r) => ok({ list: await listAllRebateRates(db, r.merchant.id) }),
  });

  typed.put('/ops/rebate-rates', {
    schema: { tags, summary: 'Set a rebate rate', body: saveRebateRateRequest },
    config: { permission: 'rebate.edit' },
    preHandler: [supervisor],
    handler: async (r) => {
      await saveRebateRate({ ...change(r), ...r.body });
      return ok(r.body);
    },
  });
}
