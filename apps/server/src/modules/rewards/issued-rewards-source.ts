import { AppError } from '../../http/app-error';
import { moneyTx } from '../ledger/money-tx';
import type { ClaimableSource } from './claimable-sources';
import { payRewardInTx } from './pay-reward';
import {
  listClaimableRewards,
  lockClaimableReward,
  markRewardClaimed,
  rewardExists,
} from './reward-store';

/** Rewards issued into `member_rewards` (VIP bonuses, missions, invitations), paid as cash. */
export const issuedRewardsSource: ClaimableSource = {
  name: 'reward',
  async list(ctx) {
    const rewards = await listClaimableRewards(ctx.db, ctx.memberId);
    return rewards.map((r) => ({
      id: `reward:${r.id}`,
      source: r.source,
      amountMinor: r.amountMinor,
      currency: r.currency,
      details: r.details,
      createdAtMs: r.createdAt.getTime(),
    }));
  },
  async claim(ctx, localId) {
    if (!/^\d{1,18}$/.test(localId)) throw new AppError('rewards.reward_not_found');
    const id = BigInt(localId);
    return moneyTx(ctx.db, async (tx) => {
      const reward = await lockClaimableReward(tx, ctx.memberId, id);
      if (!reward) {
        const exists = await rewardExists(tx, ctx.memberId, id);
        throw new AppError(exists ? 'rewards.already_claimed' : 'rewards.reward_not_found');
      }
      const transferId = await payRewardInTx(tx, {
        merchantId: reward.merchantId,
        memberId: reward.memberId,
        currency: reward.currency,
        amountMinor: reward.amountMinor,
        code: 'PROMOTION',
        rewardKey: reward.rewardKey,
        metadata: { memberRewardId: String(reward.id), source: reward.source },
      });
      await markRewardClaimed(tx, reward.id, transferId);
      return {
        id: `reward:${reward.id}`,
        amountMinor: reward.amountMinor,
        currency: reward.currency,
        paidAs: 'cash' as const,
      };
    });
  },
};
