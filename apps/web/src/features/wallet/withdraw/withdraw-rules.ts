/**
 * What stops a withdrawal before it is sent (reference §6.4): the time window, the daily count,
 * missing turnover, a missing payment password, a card type the merchant does not pay out to.
 * The server checks all of this again and decides; this only spares the member a refusal.
 */
import { parseMinor } from '@wl/money/minor-units';
import type { CardType } from '@wl/contract/cashier/bank-cards';
import type { WithdrawSettings } from '@wl/contract/cashier/get-withdraw-settings';
import type { AmountRule } from '../shared/money';

export type WithdrawBlocker =
  'outsideHours' | 'noTimesLeft' | 'turnover' | 'noPassword' | 'cardTypeOff' | 'nothingLeft';

export function withdrawBlockers(
  s: WithdrawSettings,
  cardType: CardType | null,
): WithdrawBlocker[] {
  const out: WithdrawBlocker[] = [];
  if (!s.withinWithdrawHours) out.push('outsideHours');
  if (s.maxTransactionTimes > 0 && s.remainingTransactionTimes <= 0) out.push('noTimesLeft');
  if ((parseMinor(s.turnoverRemaining) ?? 0n) > 0n) out.push('turnover');
  if (s.needPaymentPassword && !s.hasPaymentPassword) out.push('noPassword');
  if (cardType && !s.limits[cardType].enabled) out.push('cardTypeOff');
  if ((parseMinor(s.remainingWithdrawAmount) ?? 0n) <= 0n) out.push('nothingLeft');
  return out;
}

export function withdrawAmountRule(s: WithdrawSettings, cardType: CardType): AmountRule {
  const limit = s.limits[cardType];
  return {
    min: limit.min,
    max: limit.max,
    caps: [
      { max: s.availBalance, messageKey: 'amountAboveBalance' },
      { max: s.remainingWithdrawAmount, messageKey: 'amountAboveRemaining' },
    ],
  };
}
