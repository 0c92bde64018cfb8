import type { FastifyInstance } from 'fastify';
import { opsReferralRuleResponse, saveReferralRuleRequest } from '@wl/contract/rewards/referral';
import type { AppDeps } from '../../app-deps';
import { opsRoutes } from '../operators/ops-route';
import { findReferralRule } from './referral-store';
import { opsRuleView, saveReferralRule } from './save-referral-rule';

/** Operator API for the invite-friends rule (documented in @wl/contract/rewards/referral). */
export function referralOpsRoutes(app: FastifyInstance, deps: AppDeps) {
  const ops = opsRoutes(app, ['operators', 'rewards']);

  ops.get('/ops/referral-rule', {
    permission: 'rewards.view',
    summary: 'The invite-friends rule',
    response: opsReferralRuleResponse,
    handler: async ({ actor, request }) => {
      const rule = await findReferralRule(deps.db, actor.merchantId);
      return { rule: rule ? opsRuleView(rule, request.merchant.currency) : null };
    },
  });

  ops.post('/ops/referral-rule', {
    permission: 'rewards.edit',
    summary: 'Create or replace the invite-friends rule',
    body: saveReferralRuleRequest,
    response: opsReferralRuleResponse,
    handler: async ({ actor, body, request }) => {
      const currency = request.merchant.currency;
      const rule = await saveReferralRule({ db: deps.db, actor, currency, input: body });
      return { rule: opsRuleView(rule, currency) };
    },
  });
}
