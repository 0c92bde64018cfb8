import type { Db } from '../../db/db';
import { recordMoneyAudit } from './record-money-audit';
import { claimDueConfirmations, updateWithdrawal } from './withdrawal-store';

/**
 * The auto-confirm job: a paid withdrawal the member has not confirmed within the merchant's N
 * minutes counts as received (`forced_received`, spec §4). Rows are claimed with FOR UPDATE
 * SKIP LOCKED inside one transaction, so however many server processes run the job, each
 * withdrawal is confirmed (and audited) exactly once. Disputed ones (`not_received`) wait for
 * an operator. Answers how many it confirmed.
 */
export async function autoConfirmWithdrawals(options: {
  db: Db;
  nowMs: number;
  batchSize?: number;
}): Promise<number> {
  return options.db.tx(async (tx) => {
    const due = await claimDueConfirmations(tx, options.nowMs, options.batchSize ?? 100);
    for (const w of due) {
      await updateWithdrawal(tx, w.id, {
        confirmationStatus: 'forced_received',
        receivedMinor: w.amount_minor,
        confirmed: true,
      });
      await recordMoneyAudit({
        sql: tx,
        merchantId: w.merchant_id,
        actorType: 'system',
        actorId: 'auto-confirm',
        action: 'withdrawal_forced_received',
        subjectType: 'withdrawal',
        subjectId: w.order_no,
        before: { confirmationStatus: w.confirmation_status, receivedMinor: w.received_minor },
        after: { confirmationStatus: 'forced_received', receivedMinor: w.amount_minor },
      });
    }
    return due.length;
  });
}
