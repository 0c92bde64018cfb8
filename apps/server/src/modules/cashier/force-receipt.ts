import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { recordMoneyAudit } from './record-money-audit';
import { withdrawalView } from './withdrawal-view';
import { findWithdrawal, updateWithdrawal, type Withdrawal } from './withdrawal-store';
import { byOperator } from '../audit/audit-store';

/**
 * An operator closes a disputed (or still open) receipt confirmation as received after
 * checking the payout: `forced_received`, audited with before and after.
 */
export async function forceReceipt(options: {
  db: Db;
  merchantId: bigint;
  orderNo: string;
  operatorId: bigint;
  reason: string;
  ip: string | null;
}): Promise<Withdrawal> {
  return options.db.tx(async (tx) => {
    const w = await findWithdrawal(tx, { orderNo: options.orderNo }, { lock: true });
    if (!w || w.merchantId !== options.merchantId) throw new AppError('withdrawal_not_found');
    const open = ['awaiting', 'received', 'not_received'];
    if (!w.confirmationStatus || !open.includes(w.confirmationStatus)) {
      throw new AppError('confirmation_not_open', {
        value: { confirmationStatus: w.confirmationStatus },
      });
    }
    await updateWithdrawal(tx, w.id, {
      confirmationStatus: 'forced_received',
      receivedMinor: w.amountMinor,
      confirmed: true,
    });
    const after = (await findWithdrawal(tx, { id: w.id }))!;
    await recordMoneyAudit({
      sql: tx,
      merchantId: w.merchantId,
      ...byOperator(options.operatorId),
      action: 'withdrawal_forced_received',
      subjectType: 'withdrawal',
      subjectId: w.orderNo,
      before: withdrawalView(w),
      after: { ...withdrawalView(after), reason: options.reason },
      ip: options.ip,
    });
    return after;
  });
}
