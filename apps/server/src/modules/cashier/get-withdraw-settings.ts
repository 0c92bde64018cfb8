import type { WithdrawSettings } from '@wl/contract/cashier/get-withdraw-settings';
import type { Db } from '../../db/db';
import { getBalances } from '../ledger/get-balances';
import type { Merchant } from '../merchants/merchant';
import { findMember } from '../members/find-member';
import { dailyWithdrawalMax } from '../rewards/vip-withdrawal-limit';
import { loadCashierSettings, needsPaymentPassword } from './cashier-settings';
import { money } from './money-edge';
import { selectWithdrawLimits } from './settings-store';
import { computeTurnover } from './turnover';
import { withinWithdrawHours } from './withdraw-window';
import { sumTodaysWithdrawals } from './withdrawal-store';

/** What the withdrawal page shows before the member asks (MCSFE_getWithdrawSettings). */
export async function getWithdrawSettings(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  nowMs: number;
}): Promise<WithdrawSettings> {
  const { db, merchant, memberId, nowMs } = options;
  const c = merchant.currency;
  const s = await loadCashierSettings(db, merchant.id);
  const [limits, balances, today, turnover, member, dailyMax] = await Promise.all([
    selectWithdrawLimits(db, merchant.id),
    getBalances({ sql: db, memberId }),
    sumTodaysWithdrawals(db, memberId, nowMs, s.timeZone),
    computeTurnover({ sql: db, memberId, multipleBps: s.turnoverMultipleBps }),
    findMember({ sql: db, merchantId: merchant.id, by: { id: memberId } }),
    dailyWithdrawalMax({
      sql: db,
      merchantId: merchant.id,
      memberId,
      merchantMaxMinor: s.withdrawDailyMaxMinor,
    }),
  ]);
  const limit = (t: 'BC' | 'EW' | 'VW') => {
    const l = limits.find((x) => x.cardType === t);
    return {
      min: money(l?.minMinor ?? 0n, c),
      max: money(l?.maxMinor ?? 0n, c),
      enabled: l?.enabled ?? false,
    };
  };
  const [bc, ew, vw] = [limit('BC'), limit('EW'), limit('VW')];
  const main = balances.find((b) => b.kind === 'main');
  const leftToday = dailyMax - today.totalMinor;
  return {
    currency: c,
    availBalance: money(main?.availableMinor ?? 0n, c),
    minWithdrawal: bc.min,
    maxWithdrawal: bc.max,
    eWalletMinAmount: ew.min,
    eWalletMaxAmount: ew.max,
    virtualMinAmount: vw.min,
    virtualMaxAmount: vw.max,
    limits: { BC: bc, EW: ew, VW: vw },
    maxTransactionTimes: s.withdrawDailyMaxCount,
    remainingTransactionTimes: Math.max(0, s.withdrawDailyMaxCount - today.count),
    remainingWithdrawAmount: money(leftToday > 0n ? leftToday : 0n, c),
    withdrawDateFrom: s.withdrawFrom,
    withdrawDateTo: s.withdrawTo,
    timeZone: s.timeZone,
    withinWithdrawHours: withinWithdrawHours(nowMs, s.withdrawFrom, s.withdrawTo, s.timeZone),
    withdrawTimeMsg: s.withdrawTimeMsg,
    precautionNote: s.precautionNote,
    c2cEnabled: s.c2cEnabled,
    withdrawPenaltyCharge: `${Math.trunc(s.withdrawPenaltyBps / 100)}.${String(s.withdrawPenaltyBps % 100).padStart(2, '0')}`,
    needPaymentPassword: needsPaymentPassword(merchant),
    hasPaymentPassword: Boolean(member?.paymentPasswordHash),
    turnoverRequired: money(turnover.requiredMinor, c),
    turnoverDone: money(turnover.doneMinor, c),
    turnoverRemaining: money(turnover.remainingMinor, c),
  };
}
