import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { forfeitBonusesInTx } from '../bonus/forfeit-bonuses';
import { getBalances } from '../ledger/get-balances';
import { lockAccounts } from '../ledger/lock-accounts';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { openMemberAccount } from '../ledger/open-member-account';
import { systemAccount } from '../ledger/system-account';
import { dailyWithdrawalMax } from '../rewards/vip-withdrawal-limit';
import type { Merchant } from '../merchants/merchant';
import { verifyPaymentPassword } from '../members/passwords/verify-payment-password';
import {
  loadCashierSettings,
  needsPaymentPassword,
  type CashierSettings,
} from './cashier-settings';
import { amountMinor, money, newOrderNo } from './money-edge';
import { selectPayoutAccount } from './payout-account-store';
import { recordMoneyAudit } from './record-money-audit';
import { selectWithdrawLimits } from './settings-store';
import { computeTurnover } from './turnover';
import { withinWithdrawHours } from './withdraw-window';
import {
  findWithdrawal,
  insertWithdrawal,
  sumTodaysWithdrawals,
  type Withdrawal,
} from './withdrawal-store';

/**
 * A member asks for a payout. Checks, in order: payment password (when the merchant asks for
 * it), the payout account, the card type's limits, the withdrawal hours, the turnover rule;
 * then, with the member's wallet locked, today's count and amount, and holds the amount
 * (a pending ledger transfer to the cash-out clearing account) in the same transaction that
 * records the withdrawal. With the same idempotency key a retry answers the first request.
 */
export async function requestWithdrawal(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  payoutAccountId: bigint;
  amount: string | number;
  password?: string;
  idempotencyKey?: string;
  nowMs: number;
  ip: string | null;
}): Promise<{ withdrawal: Withdrawal; availableMinor: bigint }> {
  const { db, merchant, memberId } = options;
  const currency = merchant.currency;
  const key = options.idempotencyKey ?? null;
  if (key) {
    const first = await findWithdrawal(db, { memberId, idempotencyKey: key });
    if (first) return replay(db, first, options);
  }
  if (needsPaymentPassword(merchant)) {
    await verifyPaymentPassword({
      sql: db,
      merchantId: merchant.id,
      memberId,
      password: options.password,
    });
  }
  const card = await selectPayoutAccount(db, options.payoutAccountId);
  if (!card || card.memberId !== memberId || card.removedAt)
    throw new AppError('bank_card_not_found');
  const amount = amountMinor(options.amount, currency);
  const settings = await loadCashierSettings(db, merchant.id);
  await checkRules(db, {
    settings,
    merchantId: merchant.id,
    memberId,
    cardType: card.cardType,
    amount,
    nowMs: options.nowMs,
    currency,
  });

  const wallet = await openMemberAccount({ sql: db, memberId, kind: 'main', currency });
  const clearing = await systemAccount({
    sql: db,
    merchantId: merchant.id,
    kind: 'cash_out_clearing',
    currency,
  });
  const orderNo = newOrderNo('W');
  return moneyTx(db, async (tx) => {
    // The member's wallet row is the lock that serialises this member's withdrawals.
    await lockAccounts({ sql: tx, accountIds: [wallet.id] });
    // The same key racing in from a retry: the first one to lock the wallet wins.
    const raced = key ? await findWithdrawal(tx, { memberId, idempotencyKey: key }) : null;
    if (raced) return replay(tx, raced, options);
    const today = await sumTodaysWithdrawals(tx, memberId, options.nowMs, settings.timeZone);
    if (today.count >= settings.withdrawDailyMaxCount)
      throw new AppError('withdraw_daily_count_reached');
    // The member's VIP level may set a lower daily maximum than the merchant's.
    const dailyMax = await dailyWithdrawalMax({
      sql: tx,
      merchantId: merchant.id,
      memberId,
      merchantMaxMinor: settings.withdrawDailyMaxMinor,
    });
    if (today.totalMinor + amount > dailyMax) {
      const remaining = dailyMax > today.totalMinor ? dailyMax - today.totalMinor : 0n;
      throw new AppError('withdraw_daily_amount_reached', {
        value: { remainingWithdrawAmount: money(remaining, currency) },
      });
    }
    const hold = await moveInTx(
      tx,
      {
        debitAccountId: wallet.id,
        creditAccountId: clearing.id,
        amountMinor: amount,
        currency,
        code: 'WITHDRAWAL',
        idempotencyKey: `withdrawal:${orderNo}:hold`,
        reference: orderNo,
      },
      'pending',
    );
    // A withdrawal while wagering gives up the bonuses whose rule says so (bonus engine).
    await forfeitBonusesInTx(tx, { memberId, now: new Date(options.nowMs) });
    const id = await insertWithdrawal(tx, {
      orderNo,
      merchantId: merchant.id,
      memberId,
      payoutAccountId: card.id,
      cardType: card.cardType,
      amountMinor: amount,
      currency,
      holdTransferId: hold.transfer.id,
      idempotencyKey: key,
    });
    await recordMoneyAudit({
      sql: tx,
      merchantId: merchant.id,
      actorType: 'member',
      actorId: String(memberId),
      action: 'withdrawal_requested',
      subjectType: 'withdrawal',
      subjectId: orderNo,
      after: { amountMinor: amount, payoutAccountId: card.id, holdTransferId: hold.transfer.id },
      ip: options.ip,
    });
    const after = hold.balances.find((b) => b.accountId === wallet.id);
    return {
      withdrawal: (await findWithdrawal(tx, { id }))!,
      availableMinor: after?.availableMinor ?? 0n,
    };
  });
}

async function checkRules(
  db: Db,
  r: {
    settings: CashierSettings;
    merchantId: bigint;
    memberId: bigint;
    cardType: 'BC' | 'EW' | 'VW';
    amount: bigint;
    nowMs: number;
    currency: string;
  },
) {
  const limit = (await selectWithdrawLimits(db, r.merchantId)).find(
    (l) => l.cardType === r.cardType,
  );
  if (!limit?.enabled || r.amount < limit.minMinor || r.amount > limit.maxMinor) {
    throw new AppError('withdraw_amount_out_of_range', {
      value: limit
        ? { min: money(limit.minMinor, r.currency), max: money(limit.maxMinor, r.currency) }
        : null,
    });
  }
  const s = r.settings;
  if (!withinWithdrawHours(r.nowMs, s.withdrawFrom, s.withdrawTo, s.timeZone)) {
    throw new AppError('withdraw_outside_hours', {
      value: { from: s.withdrawFrom, to: s.withdrawTo, timeZone: s.timeZone },
    });
  }
  const turnover = await computeTurnover({
    sql: db,
    memberId: r.memberId,
    multipleBps: s.turnoverMultipleBps,
  });
  if (turnover.remainingMinor > 0n) {
    throw new AppError('turnover_not_met', {
      value: { turnoverRemaining: money(turnover.remainingMinor, r.currency) },
    });
  }
}

async function replay(
  sql: Sql,
  first: Withdrawal,
  o: { payoutAccountId: bigint; amount: string | number; memberId: bigint },
) {
  if (
    first.payoutAccountId !== o.payoutAccountId ||
    first.amountMinor !== amountMinor(o.amount, first.currency)
  ) {
    throw new AppError('idempotency_conflict');
  }
  const main = (await getBalances({ sql, memberId: o.memberId })).find((b) => b.kind === 'main');
  return { withdrawal: first, availableMinor: main?.availableMinor ?? 0n };
}
