import type {
  ClaimRewardsResponse,
  GetRewardCentreResponse,
} from '@wl/contract/rewards/reward-centre';
import { AppError } from '../../http/app-error';
import { money } from '../cashier/money-edge';
import type { Claimable, ClaimContext, ClaimedReward, ClaimableSource } from './claimable-sources';
import { issuedRewardsSource } from './issued-rewards-source';
import { rebateSource } from './rebate-source';
import { referralSource } from '../referral/referral-source';
import { promotionRewardSource } from '../promotions/promotion-reward-source';
import { reviewMemberVip } from './review-member-vip';

/** The sources the reward centre gathers; a new one is a `ClaimableSource` added here. */
export const claimableSources: readonly ClaimableSource[] = [
  issuedRewardsSource,
  rebateSource,
  referralSource,
  promotionRewardSource,
];

/** Brings what is earned but not yet issued up to date (VIP), then lists every source. */
async function listAll(ctx: ClaimContext): Promise<Claimable[]> {
  await reviewMemberVip(ctx);
  const lists = await Promise.all(claimableSources.map((s) => s.list(ctx)));
  return lists.flat().sort((a, b) => a.createdAtMs - b.createdAtMs);
}

export async function getRewardCentre(ctx: ClaimContext): Promise<GetRewardCentreResponse> {
  const items = await listAll(ctx);
  const total = items.reduce((s, i) => s + i.amountMinor, 0n);
  return {
    items: items.map((i) => ({
      id: i.id,
      source: i.source,
      amount: money(i.amountMinor, i.currency),
      currency: i.currency,
      details: i.details,
      createdAt: i.createdAtMs,
    })),
    count: items.length,
    totalAmount: money(total, ctx.currency),
  };
}

function view(claimed: ClaimedReward[], currency: string): ClaimRewardsResponse {
  return {
    claimed: claimed.map((c) => ({
      id: c.id,
      amount: money(c.amountMinor, c.currency),
      paidAs: c.paidAs,
    })),
    totalAmount: money(
      claimed.reduce((s, c) => s + c.amountMinor, 0n),
      currency,
    ),
  };
}

/** Claims one reward by its reward-centre id. */
export async function claimReward(
  ctx: ClaimContext & { id: string },
): Promise<ClaimRewardsResponse> {
  const [prefix, localId] = ctx.id.split(':') as [string, string];
  const source = claimableSources.find((s) => s.name === prefix);
  if (!source) throw new AppError('rewards.reward_not_found');
  return view([await source.claim(ctx, localId)], ctx.currency);
}

/**
 * What "claim all" passes over: a reward a concurrent request claimed meanwhile, and a
 * promotion this claim may not take (one per device / IP / payment account already used, or
 * the promotion closed or retargeted since the list was read) — the others are still paid.
 */
const SKIPPED_BY_CLAIM_ALL = new Set([
  'rewards.already_claimed',
  'rewards.nothing_to_claim',
  'promotion_claim_limited',
  'promotion_not_eligible',
  'promotion_not_open',
]);

/**
 * Claims everything listed now, one reward after another (each exactly once). A reward that
 * cannot be paid now is skipped (above); nothing claimed at all is `rewards.nothing_to_claim`.
 */
export async function claimAllRewards(ctx: ClaimContext): Promise<ClaimRewardsResponse> {
  const claimed: ClaimedReward[] = [];
  for (const item of await listAll(ctx)) {
    const [prefix, localId] = item.id.split(':') as [string, string];
    const source = claimableSources.find((s) => s.name === prefix)!;
    try {
      claimed.push(await source.claim(ctx, localId));
    } catch (error) {
      if (!(error instanceof AppError) || !SKIPPED_BY_CLAIM_ALL.has(error.code)) throw error;
    }
  }
  if (claimed.length === 0) throw new AppError('rewards.nothing_to_claim');
  return view(claimed, ctx.currency);
}
