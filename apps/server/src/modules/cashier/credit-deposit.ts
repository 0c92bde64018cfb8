import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { applyDepositPromotions } from '../promotions/apply-deposit-promotions';
import { noteMissionActivity } from '../missions/note-mission-activity';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { openMemberAccount } from '../ledger/open-member-account';
import { systemAccount } from '../ledger/system-account';
import { findDeposit, updateDepositStatus, type Deposit } from './deposit-store';
import { recordMoneyAudit } from './record-money-audit';

export type CreditOutcome = 'credited' | 'ignored';

/**
 * Credits a deposit to the member's main wallet, exactly once: the deposit row is locked, a
 * credited deposit is left alone, and the ledger transfer's key is the order number, so even
 * two processes racing on duplicate callbacks produce one transfer. Money comes from the cash-in
 * clearing account (which goes negative: what the gateways and banks now owe the merchant).
 *
 * `by` says who decided: the gateway (a verified callback) or an operator (bank transfer).
 */
export async function creditDeposit(options: {
  db: Db;
  depositId: bigint;
  by:
    | { actor: 'gateway'; gatewayCode: string }
    | { actor: 'operator'; operatorId: bigint; ip: string | null };
}): Promise<{ outcome: CreditOutcome; deposit: Deposit }> {
  const { db, by } = options;
  const initial = await findDeposit(db, { id: options.depositId });
  if (!initial) throw new AppError('deposit_not_found');
  const wallet = await openMemberAccount({
    sql: db,
    memberId: initial.memberId,
    kind: 'main',
    currency: initial.currency,
  });
  const clearing = await systemAccount({
    sql: db,
    merchantId: initial.merchantId,
    kind: 'cash_in_clearing',
    currency: initial.currency,
  });

  return moneyTx(db, async (tx) => {
    const d = (await findDeposit(tx, { id: options.depositId }, { lock: true }))!;
    if (d.status === 'credited') return { outcome: 'ignored' as const, deposit: d };
    // An operator confirms only what is still waiting; a gateway's verified "paid" is money
    // that arrived, so it credits even a deposit an earlier "failed" callback had closed.
    if (by.actor === 'operator' && d.status !== 'pending')
      throw new AppError('deposit_not_pending');
    if (by.actor === 'gateway' && d.status === 'rejected')
      return { outcome: 'ignored' as const, deposit: d };
    const posted = await moveInTx(
      tx,
      {
        debitAccountId: clearing.id,
        creditAccountId: wallet.id,
        amountMinor: d.amountMinor,
        currency: d.currency,
        code: 'DEPOSIT',
        idempotencyKey: `deposit:${d.orderNo}`,
        reference: d.orderNo,
        metadata: { depositId: d.id.toString(), kind: d.kind },
      },
      'posted',
    );
    await updateDepositStatus(tx, d.id, {
      status: 'credited',
      transferId: posted.transfer.id,
      decidedBy: by.actor === 'operator' ? by.operatorId : null,
    });
    await recordMoneyAudit({
      sql: tx,
      merchantId: d.merchantId,
      actorType: by.actor === 'operator' ? 'operator' : 'system',
      actorId: by.actor === 'operator' ? String(by.operatorId) : `gateway:${by.gatewayCode}`,
      action: 'deposit_credited',
      subjectType: 'deposit',
      subjectId: d.orderNo,
      before: { status: d.status },
      after: { status: 'credited', transferId: posted.transfer.id },
      ip: by.actor === 'operator' ? by.ip : null,
    });
    // Automatic promotions (first-deposit match, deposit bonus, reload) pay with the credit.
    await applyDepositPromotions(tx, {
      merchantId: d.merchantId,
      memberId: d.memberId,
      orderNo: d.orderNo,
      amountMinor: d.amountMinor,
      now: new Date(),
    });
    await noteMissionActivity(tx, d.memberId);
    return {
      outcome: 'credited' as const,
      deposit: { ...d, status: 'credited' as const, transferId: posted.transfer.id },
    };
  });
}
