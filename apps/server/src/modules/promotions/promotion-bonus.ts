import type { BonusTerms } from '../bonus/grant-bonus';
import type { Promotion } from './promotion-store';

const DAY_MS = 86_400_000;

/**
 * The bonus a promotion pays: a percentage of the deposit (capped at the max bonus) or a
 * fixed amount; zero when neither applies. Integer arithmetic, rounded down.
 */
export function bonusAmountMinor(p: Promotion, depositMinor: bigint | null): bigint {
  if (p.percentBps !== null && depositMinor !== null) {
    const amount = (depositMinor * BigInt(p.percentBps)) / 10_000n;
    return p.maxBonusMinor !== null && amount > p.maxBonusMinor ? p.maxBonusMinor : amount;
  }
  return p.fixedMinor ?? 0n;
}

/** The bonus engine's terms for a grant under this promotion. */
export function promotionBonusTerms(
  p: Promotion,
  grant: {
    memberId: bigint;
    amountMinor: bigint;
    grantKey: string;
    depositMinor?: bigint;
    now: Date;
  },
): BonusTerms {
  const base =
    p.wageringIncludesDeposit && grant.depositMinor !== undefined
      ? grant.amountMinor + grant.depositMinor
      : grant.amountMinor;
  return {
    memberId: grant.memberId,
    amountMinor: grant.amountMinor,
    grantKey: grant.grantKey,
    source: 'promotion',
    sourceRef: p.id.toString(),
    wageringMultipleBps: p.wageringMultipleBps,
    wageringBaseMinor: base,
    contributionBps: p.contributionBps,
    maxBetMinor: p.maxBetMinor,
    maxCashoutMinor: p.maxCashoutMinor,
    forfeitOnWithdrawal: p.forfeitOnWithdrawal,
    validForMs: p.validDays * DAY_MS,
    now: grant.now,
  };
}
