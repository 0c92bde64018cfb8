import type { OpsPromotionDetail } from '@wl/contract/promotions/ops-promotions';
import { money } from '../cashier/money-edge';
import type { Promotion } from './promotion-store';
import { imageUrlOf } from './promotion-view';

/**
 * A promotion as its editor needs it: the fields of a save request, money as decimal text, so
 * the back office can send back what it did not change. The raffle's secret seed stays here;
 * only its published hash goes out. A minimum deposit of 0 is "none".
 */
export function promotionDetail(p: Promotion, currency: string): OpsPromotionDetail {
  const text = (minor: bigint | null) => (minor === null ? null : money(minor, currency));
  return {
    id: p.id.toString(),
    kind: p.kind,
    category: p.category as OpsPromotionDetail['category'],
    texts: p.texts,
    target: p.target,
    percentBps: p.percentBps,
    fixedAmount: text(p.fixedMinor),
    maxBonus: text(p.maxBonusMinor),
    minDeposit: p.minDepositMinor > 0n ? text(p.minDepositMinor) : null,
    wageringMultipleBps: p.wageringMultipleBps,
    wageringIncludesDeposit: p.wageringIncludesDeposit,
    contributionBps: p.contributionBps,
    maxBet: text(p.maxBetMinor),
    maxCashout: text(p.maxCashoutMinor),
    validDays: p.validDays,
    forfeitOnWithdrawal: p.forfeitOnWithdrawal,
    limitPerDevice: p.limitPerDevice,
    limitPerIp: p.limitPerIp,
    limitPerPaymentAccount: p.limitPerPaymentAccount,
    rafflePrizes:
      p.rafflePrizes?.map((prize) => ({
        amount: prize.amountMinor === 0n ? '0' : money(prize.amountMinor, currency),
        weight: prize.weight,
      })) ?? null,
    raffleSeedHash: p.raffleSeedHash,
    imageUrl: imageUrlOf(p),
    startDate: p.startsAt.getTime(),
    endDate: p.endsAt?.getTime() ?? null,
    enabled: p.enabled,
    sortOrder: p.sortOrder,
  };
}
