import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { findDeposit, updateDepositStatus, type Deposit } from './deposit-store';
import { recordMoneyAudit } from './record-money-audit';

/**
 * Closes a pending deposit without money: `failed` when the gateway says the payment failed,
 * `rejected` when an operator finds no bank transfer. A credited deposit is never closed (a
 * late "failed" callback is ignored); closing twice changes nothing the second time.
 */
export async function closeDeposit(options: {
  db: Db;
  depositId: bigint;
  status: 'failed' | 'rejected';
  reason: string;
  by:
    | { actor: 'gateway'; gatewayCode: string }
    | { actor: 'operator'; operatorId: bigint; ip: string | null };
}): Promise<{ outcome: 'closed' | 'ignored'; deposit: Deposit }> {
  const { by } = options;
  return options.db.tx(async (tx) => {
    const d = await findDeposit(tx, { id: options.depositId }, { lock: true });
    if (!d) throw new AppError('deposit_not_found');
    if (d.status !== 'pending') {
      if (by.actor === 'operator') throw new AppError('deposit_not_pending');
      return { outcome: 'ignored' as const, deposit: d };
    }
    await updateDepositStatus(tx, d.id, {
      status: options.status,
      reason: options.reason,
      decidedBy: by.actor === 'operator' ? by.operatorId : null,
    });
    await recordMoneyAudit({
      sql: tx,
      merchantId: d.merchantId,
      actorType: by.actor === 'operator' ? 'operator' : 'system',
      actorId: by.actor === 'operator' ? String(by.operatorId) : `gateway:${by.gatewayCode}`,
      action: options.status === 'failed' ? 'deposit_failed' : 'deposit_rejected',
      subjectType: 'deposit',
      subjectId: d.orderNo,
      before: { status: d.status },
      after: { status: options.status, reason: options.reason },
      ip: by.actor === 'operator' ? by.ip : null,
    });
    return {
      outcome: 'closed' as const,
      deposit: { ...d, status: options.status, reason: options.reason },
    };
  });
}
