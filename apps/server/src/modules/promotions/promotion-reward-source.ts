import type { ErrorCode } from '@wl/contract/common/error-codes';
import { AppError } from '../../http/app-error';
import type { ClaimableSource } from '../rewards/claimable-sources';
import { claimPromotion } from './claim-promotion';
import { hiddenPromotionKinds } from './hidden-kinds';
import { standingsOf } from './member-standing';
import { listLivePromotions } from './promotion-store';
import { statusOf, textOf } from './promotion-view';

/** What the promotions module answers that the reward centre names in its own words. */
const AS_REWARD_ERROR: Partial<Record<string, ErrorCode>> = {
  promotion_already_claimed: 'rewards.already_claimed',
  promotion_not_found: 'rewards.reward_not_found',
};

/**
 * Claim-when-eligible promotions in the reward centre: every running one the member may claim
 * now (status `claim`, a fixed amount). A claim here is the promotion's own claim — once per
 * member, the rule's device / IP / payment-account limits, the bonus granted with its wagering
 * in the same transaction. Raffles stay on their page: their prize is drawn, not known ahead.
 */
export const promotionRewardSource: ClaimableSource = {
  name: 'promotion',
  async list(ctx) {
    const now = new Date(ctx.nowMs);
    const hidden = hiddenPromotionKinds(ctx.settings ?? {});
    const live = (
      await listLivePromotions(ctx.db, ctx.merchantId, now, { kinds: ['claim'] })
    ).filter((p) => !hidden.includes(p.kind) && (p.fixedMinor ?? 0n) > 0n);
    if (live.length === 0) return [];
    const standings = await standingsOf(ctx.db, ctx, live, now);
    return live
      .filter((p) => statusOf(p, standings.get(p.id)!, now) === 'claim')
      .map((p) => ({
        id: `promotion:${p.id}`,
        source: 'promotion',
        amountMinor: p.fixedMinor!,
        currency: ctx.currency,
        details: {
          promotionTitle: textOf(p, ctx.language ?? 'EN').title,
          promotionId: String(p.id),
        },
        createdAtMs: p.startsAt.getTime(),
      }));
  },
  async claim(ctx, localId) {
    if (!/^\d{1,18}$/.test(localId)) throw new AppError('rewards.reward_not_found');
    try {
      const bonus = await claimPromotion({
        db: ctx.db,
        merchantId: ctx.merchantId,
        memberId: ctx.memberId,
        promotionId: BigInt(localId),
        deviceId: ctx.deviceId,
        ip: ctx.ip ?? null,
        hiddenKinds: hiddenPromotionKinds(ctx.settings ?? {}),
        now: new Date(ctx.nowMs),
      });
      return {
        id: `promotion:${localId}`,
        amountMinor: bonus.amountMinor,
        currency: bonus.currency,
        paidAs: 'bonus' as const,
      };
    } catch (error) {
      const code = error instanceof AppError ? AS_REWARD_ERROR[error.code] : undefined;
      throw code ? new AppError(code) : error;
    }
  },
};
