import type { GetVipProgressResponse, VipLevelView } from '@wl/contract/rewards/vip-progress';
import { money } from '../cashier/money-edge';
import type { ClaimContext } from './claimable-sources';
import { reviewMemberVip } from './review-member-vip';
import type { VipLevel } from './vip-store';

const missing = (need: bigint, have: bigint) => (need > have ? need - have : 0n);

/** Whole percent of `have` toward `need` (100 when nothing is needed). */
function percentOf(have: bigint, need: bigint): number {
  if (need <= 0n || have >= need) return 100;
  return Number((have * 100n) / need);
}

export function vipLevelView(l: VipLevel, c: string): VipLevelView {
  return {
    level: l.level,
    name: l.name,
    minValidBet: money(l.minValidBetMinor, c),
    minDeposit: money(l.minDepositMinor, c),
    upgradeBonus: money(l.upgradeBonusMinor, c),
    monthlyBonus: money(l.monthlyBonusMinor, c),
    birthdayBonus: money(l.birthdayBonusMinor, c),
    dailyWithdrawalLimit:
      l.dailyWithdrawalLimitMinor === null ? null : money(l.dailyWithdrawalLimitMinor, c),
  };
}

/** The `/vip` page: reviews the member's level first, so the page never shows a stale one. */
export async function getVipProgress(ctx: ClaimContext): Promise<GetVipProgressResponse> {
  const s = await reviewMemberVip(ctx);
  const c = ctx.currency;
  const held = s.levels.find((l) => l.level === s.level);
  const next = s.levels.find((l) => l.level > s.level);
  return {
    level: s.level,
    playerRankName: held?.name ?? '',
    validBet: money(s.validBetMinor, c),
    validBetAdded: money(s.addedMinor, c),
    deposit: money(s.depositMinor, c),
    next: next
      ? {
          level: next.level,
          name: next.name,
          validBetMissing: money(missing(next.minValidBetMinor, s.validBetMinor), c),
          depositMissing: money(missing(next.minDepositMinor, s.depositMinor), c),
          percent: Math.min(
            percentOf(s.validBetMinor, next.minValidBetMinor),
            percentOf(s.depositMinor, next.minDepositMinor),
          ),
        }
      : null,
    levels: s.levels.map((l) => vipLevelView(l, c)),
  };
}
