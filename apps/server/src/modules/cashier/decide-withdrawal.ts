import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { resolveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { loadCashierSettings } from './cashier-settings';
import { recordMoneyAudit } from './record-money-audit';
import { withdrawalView } from './withdrawal-view';
import { sendInboxMessage } from '../inbox/send-inbox-message';
import { money } from './money-edge';
import { findWithdrawal, updateWithdrawal, type Withdrawal } from './withdrawal-store';
import { byOperator } from '../audit/audit-store';

/**
 * An operator's decision on a pending withdrawal, in one transaction with its audit row:
 * approve posts the hold (the money leaves the wallet for the cash-out clearing account) and
 * opens the member's receipt confirmation; reject voids the hold (the money is available
 * again). A withdrawal is decided once; the ledger refuses a second resolution of its hold.
 */
export async function decideWithdrawal(options: {
  db: Db;
  merchantId: bigint;
  orderNo: string;
  decision: 'approve' | 'reject';
  operatorId: bigint;
  reason?: string;
  nowMs: number;
  ip: string | null;
}): Promise<Withdrawal> {
  const { db, decision, operatorId } = options;
  const settings = await loadCashierSettings(db, options.merchantId);
  return moneyTx(db, async (tx) => {
    const w = await findWithdrawal(tx, { orderNo: options.orderNo }, { lock: true });
    if (!w || w.merchantId !== options.merchantId) throw new AppError('withdrawal_not_found');
    if (w.status !== 'pending')
      throw new AppError('withdrawal_not_pending', { value: { status: w.status } });
    const resolution = await resolveInTx(
      tx,
      {
        holdId: w.holdTransferId,
        idempotencyKey: `withdrawal:${w.orderNo}:${decision}`,
        metadata: { operatorId: operatorId.toString() },
      },
      decision === 'approve' ? 'post' : 'void',
    );
    const approved = decision === 'approve';
    await updateWithdrawal(tx, w.id, {
      status: approved ? 'approved' : 'rejected',
      resolutionTransferId: resolution.transfer.id,
      decidedBy: operatorId,
      reason: options.reason ?? null,
      decided: true,
      ...(approved
        ? {
            confirmationStatus: 'awaiting' as const,
            confirmDueAt: new Date(options.nowMs + settings.autoConfirmMinutes * 60_000),
          }
        : {}),
    });
    const after = (await findWithdrawal(tx, { id: w.id }))!;
    await recordMoneyAudit({
      sql: tx,
      merchantId: w.merchantId,
      ...byOperator(operatorId),
      action: approved ? 'withdrawal_approved' : 'withdrawal_rejected',
      subjectType: 'withdrawal',
      subjectId: w.orderNo,
      before: withdrawalView(w),
      after: { ...withdrawalView(after), transferId: resolution.transfer.id },
      ip: options.ip,
    });
    if (approved) await tellMemberApproved(tx, after);
    return after;
  });
}

/** The member's inbox says the money is on its way, in the same transaction as the approval. */
async function tellMemberApproved(tx: Sql, w: Withdrawal) {
  const amount = money(w.amountMinor, w.currency);
  await sendInboxMessage(tx, {
    merchantId: w.merchantId,
    memberId: w.memberId,
    kind: 'withdrawal_approved',
    title: 'Withdrawal approved',
    body: `Your withdrawal ${w.orderNo} of ${amount} ${w.currency} was approved.`,
    params: { orderNo: w.orderNo, amount, currency: w.currency },
    dedupeKey: `withdrawal_approved:${w.orderNo}`,
  });
}
