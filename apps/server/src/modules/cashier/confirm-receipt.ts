import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { amountMinor } from './money-edge';
import { readProofImages } from './proof-images';
import { recordMoneyAudit } from './record-money-audit';
import { withdrawalView } from './withdrawal-view';
import { findWithdrawal, insertProof, updateWithdrawal, type Withdrawal } from './withdrawal-store';

export type ReceiptAnswer =
  | { action: 'fully_received' }
  | { action: 'received'; receivedAmount: string | number }
  | { action: 'not_received'; proofs: { contentBase64: string }[] | undefined };

/**
 * The member's answer about a paid withdrawal (MCSFE_processC2CTransaction). Open while
 * `awaiting` or partly `received`: `fully_received` closes it; `received` records the total
 * that arrived so far (all of it closes it as fully received); `not_received` files 1–3 proof
 * images for an operator. Images are checked before anything is written.
 */
export async function confirmReceipt(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  orderNo: string;
  answer: ReceiptAnswer;
  ip: string | null;
}): Promise<Withdrawal> {
  const { db, answer } = options;
  const proofs = answer.action === 'not_received' ? readProofImages(answer.proofs) : [];
  return db.tx(async (tx) => {
    const w = await findWithdrawal(tx, { orderNo: options.orderNo }, { lock: true });
    if (!w || w.memberId !== options.memberId) throw new AppError('withdrawal_not_found');
    if (w.confirmationStatus !== 'awaiting' && w.confirmationStatus !== 'received') {
      throw new AppError('confirmation_not_open', {
        value: { confirmationStatus: w.confirmationStatus },
      });
    }
    if (answer.action === 'fully_received') {
      await updateWithdrawal(tx, w.id, {
        confirmationStatus: 'fully_received',
        receivedMinor: w.amountMinor,
        confirmed: true,
      });
    } else if (answer.action === 'received') {
      const received = amountMinor(answer.receivedAmount, w.currency);
      if (received > w.amountMinor || received < w.receivedMinor) {
        throw new AppError('request_param_err', { messageKey: 'error_received_amount' });
      }
      const full = received === w.amountMinor;
      await updateWithdrawal(tx, w.id, {
        confirmationStatus: full ? 'fully_received' : 'received',
        receivedMinor: received,
        confirmed: full,
      });
    } else {
      for (const p of proofs) await insertProof(tx, w.id, p.mime, p.content);
      await updateWithdrawal(tx, w.id, { confirmationStatus: 'not_received' });
    }
    const after = (await findWithdrawal(tx, { id: w.id }))!;
    await recordMoneyAudit({
      sql: tx,
      merchantId: w.merchantId,
      actorType: 'member',
      actorId: String(options.memberId),
      action: `withdrawal_${answer.action}`,
      subjectType: 'withdrawal',
      subjectId: w.orderNo,
      before: withdrawalView(w),
      after: { ...withdrawalView(after), proofs: proofs.length },
      ip: options.ip,
    });
    return after;
  });
}
