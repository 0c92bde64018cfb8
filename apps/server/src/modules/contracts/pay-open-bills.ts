import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { getBalances } from '../ledger/get-balances';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { openMemberAccount } from '../ledger/open-member-account';
import { systemAccount } from '../ledger/system-account';
import { type BillRecord, listOpenBillIds, lockBill, recordAttempt } from './bill-store';

export interface PayResult {
  paid: number;
  short: number;
}

/**
 * Pays every open bill it can, oldest period first and payers before their payees (an agent
 * is paid before it pays its downline). A top-level bill is paid from the merchant's
 * commission expense account, any other from the upline's main wallet. A payer short of money
 * pays what it has (the bill is partially paid or insufficient) and the rest is retried on the
 * next run: never an overdraft.
 */
export async function payOpenBills(options: {
  db: Db;
  now: Date;
  merchantId?: bigint;
}): Promise<PayResult> {
  const result: PayResult = { paid: 0, short: 0 };
  for (const id of await listOpenBillIds(options.db, options.merchantId ?? null)) {
    try {
      const outcome = await moneyTx(options.db, (tx) => payBill(tx, id, options.now));
      if (outcome === 'paid') result.paid++;
      if (outcome === 'short') result.short++;
    } catch (error) {
      // The payer's balance fell between our read and the transfer: retried next run.
      if (error instanceof AppError && error.code === 'insufficient_funds') result.short++;
      else throw error;
    }
  }
  return result;
}

/**
 * One payment attempt, in one transaction with the bill locked: the ledger transfer, the
 * payment row and the bill's paid amount commit together or not at all. The transfer's key
 * names the bill and how much was paid before, so a replay after a crash repeats nothing.
 */
async function payBill(tx: Sql, id: bigint, now: Date): Promise<'paid' | 'short' | 'skipped'> {
  const bill = await lockBill(tx, id);
  if (!bill || bill.status === 'paid' || bill.status === 'nothing_due') return 'skipped';
  const remaining = bill.amountMinor - bill.paidMinor;
  const payer = await payerAccount(tx, bill);
  const payNow = remaining < payer.availableMinor ? remaining : payer.availableMinor;
  if (payNow <= 0n) {
    await recordAttempt(tx, bill, 0n, null, now);
    return 'short';
  }
  const payee = await openMemberAccount({
    sql: tx,
    memberId: bill.payeeId,
    kind: 'main',
    currency: bill.currency,
  });
  const moved = await moveInTx(
    tx,
    {
      debitAccountId: payer.accountId,
      creditAccountId: payee.id,
      amountMinor: payNow,
      currency: bill.currency,
      code: bill.kind === 'dividend' ? 'DIVIDEND' : 'SALARY',
      idempotencyKey: `contract-bill:${bill.id}:from:${bill.paidMinor}`,
      reference: `contract ${bill.contractId}`,
      metadata: { billId: bill.id.toString(), contractId: bill.contractId.toString() },
    },
    'posted',
  );
  await recordAttempt(tx, bill, payNow, moved.transfer.id, now);
  return payNow === remaining ? 'paid' : 'short';
}

async function payerAccount(tx: Sql, bill: BillRecord) {
  if (bill.payerId === null) {
    const acc = await systemAccount({
      sql: tx,
      merchantId: bill.merchantId,
      kind: 'commission_expense',
      currency: bill.currency,
    });
    // The merchant's expense account may go negative: it can always pay.
    return { accountId: acc.id, availableMinor: bill.amountMinor };
  }
  const acc = await openMemberAccount({
    sql: tx,
    memberId: bill.payerId,
    kind: 'main',
    currency: bill.currency,
  });
  const main = (await getBalances({ sql: tx, memberId: bill.payerId })).find(
    (b) => b.accountId === acc.id,
  );
  return { accountId: acc.id, availableMinor: main?.availableMinor ?? 0n };
}
