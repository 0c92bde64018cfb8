import {
  claimRebateRequest,
  claimRebateResponse,
  getRebateQuery,
  getRebateResponse,
} from '@wl/contract/rewards/get-rebate';
import {
  claimAllRewardsRequest,
  claimRewardRequest,
  claimRewardsResponse,
  getRewardCentreQuery,
  getRewardCentreResponse,
} from '@wl/contract/rewards/reward-centre';
import { getVipProgressQuery, getVipProgressResponse } from '@wl/contract/rewards/vip-progress';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { relay, type RelayTable } from '../../http/relay';
import { claimRebate } from './claim-rebate';
import { getRebate } from './get-rebate';
import { getVipProgress } from './get-vip-progress';
import { rebateClaimView } from './rebate-lines';
import { claimAllRewards, claimReward, getRewardCentre } from './reward-centre';

const REAL = { realAccount: true } as const;
const member = (r: { session: { memberId: bigint } | null }) => r.session!.memberId;

/** The member's rewards calls under /wps/relay (reference §3.8). Thin: one use case each. */
export function rewardsRelays(deps: AppDeps): RelayTable {
  const db = deps.db;
  const ctx = (r: FastifyRequest, deviceId?: string) => ({
    db,
    merchantId: r.merchant.id,
    memberId: member(r),
    currency: r.merchant.currency,
    nowMs: deps.now(),
    language: r.language,
    ip: r.ip,
    deviceId,
    settings: r.merchant.settings,
  });
  return {
    MCSFE_getRewardCenter: relay({
      method: 'GET',
      moduleId: 'REWCEN3',
      token: REAL,
      input: getRewardCentreQuery,
      output: getRewardCentreResponse,
      handler: async (_q, r) => getRewardCentre(ctx(r)),
    }),
    MCSFE_claimReward: relay({
      method: 'POST',
      moduleId: 'REWCEN3',
      token: REAL,
      input: claimRewardRequest,
      output: claimRewardsResponse,
      handler: async (b, r) => claimReward({ ...ctx(r, b.deviceId), id: b.id }),
    }),
    MCSFE_claimAllRewards: relay({
      method: 'POST',
      moduleId: 'REWCEN3',
      token: REAL,
      input: claimAllRewardsRequest,
      output: claimRewardsResponse,
      handler: async (b, r) => claimAllRewards(ctx(r, b.deviceId)),
    }),
    MCSFE_getPlayerRankProgress: relay({
      method: 'GET',
      moduleId: 'COMM3',
      token: REAL,
      input: getVipProgressQuery,
      output: getVipProgressResponse,
      handler: async (_q, r) => getVipProgress(ctx(r)),
    }),
    MCSFE_getCustomerRebateSettingByProductType: relay({
      method: 'GET',
      moduleId: 'COMM3',
      token: REAL,
      input: getRebateQuery,
      output: getRebateResponse,
      handler: async (_q, r) =>
        getRebate({
          sql: db,
          merchantId: r.merchant.id,
          currency: r.merchant.currency,
          memberId: member(r),
        }),
    }),
    MCSFE_claimRebate: relay({
      method: 'POST',
      moduleId: 'COMM3',
      token: REAL,
      input: claimRebateRequest,
      output: claimRebateResponse,
      handler: async (_b, r) =>
        rebateClaimView(
          await claimRebate({
            db,
            merchantId: r.merchant.id,
            memberId: member(r),
            currency: r.merchant.currency,
          }),
          r.merchant.currency,
        ),
    }),
  };
}
