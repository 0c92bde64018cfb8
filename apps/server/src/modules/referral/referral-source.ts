import { AppError } from '../../http/app-error';
import { grantBonusInTx } from '../bonus/grant-bonus';
import { maskUsername } from '../games/get-rank-list';
import { moneyTx } from '../ledger/money-tx';
import type { ClaimableSource } from '../rewards/claimable-sources';
import { qualifyReferrals } from './qualify-referrals';
import {
  findReferralRule,
  listClaimableReferrals,
  lockReferral,
  markClaimed,
} from './referral-store';

const DAY_MS = 86_400_000;

/**
 * Invitation rewards in the reward centre: one per qualified friend. Claiming grants the
 * reward as a bonus through the bonus engine under the merchant's wagering terms, with the
 * grant key `referral:friend:<id>`, in the transaction that marks the friend claimed; the
 * friend's row lock makes concurrent claims wait and then find it claimed.
 */
export const referralSource: ClaimableSource = {
  name: 'referral',
  async list(ctx) {
    await qualifyReferrals(
      ctx.db,
      { merchantId: ctx.merchantId, referrerId: ctx.memberId },
      new Date(ctx.nowMs),
    );
    const rows = await listClaimableReferrals(ctx.db, ctx.memberId);
    return rows.map((r) => ({
      id: `referral:${r.friendId}`,
      source: 'referral',
      amountMinor: r.rewardMinor,
      currency: ctx.currency,
      details: { friend: maskUsername(r.friendUsername) },
      createdAtMs: r.qualifiedAt.getTime(),
    }));
  },
  async claim(ctx, localId) {
    if (!/^\d{1,18}$/.test(localId)) throw new AppError('rewards.reward_not_found');
    const friendId = BigInt(localId);
    const rule = await findReferralRule(ctx.db, ctx.merchantId);
    const now = new Date(ctx.nowMs);
    return moneyTx(ctx.db, async (tx) => {
      const referral = await lockReferral(tx, ctx.memberId, friendId);
      if (!referral) throw new AppError('rewards.reward_not_found');
      if (referral.status === 'claimed') throw new AppError('rewards.already_claimed');
      if (referral.status === 'pending' || !referral.rewardMinor)
        throw new AppError('rewards.nothing_to_claim');
      const { bonus } = await grantBonusInTx(tx, {
        memberId: ctx.memberId,
        amountMinor: referral.rewardMinor,
        grantKey: `referral:friend:${friendId}`,
        source: 'referral',
        sourceRef: String(friendId),
        // The terms in force when claimed; a merchant without a rule pays with no wagering.
        wageringMultipleBps: rule?.wageringMultipleBps ?? 0,
        validForMs: (rule?.validDays ?? 30) * DAY_MS,
        now,
      });
      await markClaimed(tx, { friendId, bonusId: bonus.id, now });
      return {
        id: `referral:${friendId}`,
        amountMinor: referral.rewardMinor,
        currency: ctx.currency,
        paidAs: 'bonus' as const,
      };
    });
  },
};
