import type { BonusView } from '@wl/contract/promotions/promotion';
import { money } from '../cashier/money-edge';
import type { MemberBonus } from './bonus-store';

/** A bonus as the member sees it: decimals at the edge, progress in whole per cent. */
export function bonusView(b: MemberBonus): BonusView {
  const m = (minor: bigint) => money(minor, b.currency);
  const progress =
    b.wageringRequiredMinor === 0n
      ? 100
      : Number((min(b.wageredMinor, b.wageringRequiredMinor) * 100n) / b.wageringRequiredMinor);
  return {
    id: b.id.toString(),
    source: b.source,
    sourceRef: b.sourceRef,
    amount: m(b.amountMinor),
    wageringRequired: m(b.wageringRequiredMinor),
    wagered: m(min(b.wageredMinor, b.wageringRequiredMinor)),
    progressPercent: b.status === 'converted' ? 100 : progress,
    maxBet: b.maxBetMinor === null ? null : m(b.maxBetMinor),
    maxCashout: b.maxCashoutMinor === null ? null : m(b.maxCashoutMinor),
    status: b.status,
    released: m(b.releasedMinor),
    grantedAt: b.grantedAt.getTime(),
    expiresAt: b.expiresAt.getTime(),
  };
}

function min(a: bigint, b: bigint) {
  return a < b ? a : b;
}
