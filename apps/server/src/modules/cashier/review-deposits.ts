import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { closeDeposit } from './close-deposit';
import { creditDeposit } from './credit-deposit';
import { findDeposit, listDeposits, type DepositStatus } from './deposit-store';
import { depositView } from './deposit-view';

/**
 * Deposits awaiting an operator, and the operator's decision. Only a pending bank-transfer
 * deposit is confirmed or rejected by hand; gateway deposits are decided by their gateway.
 */
export async function listDepositsForReview(options: {
  db: Db;
  merchantId: bigint;
  memberId?: bigint;
  status?: DepositStatus;
  pageNo: number;
  pageSize: number;
}) {
  const { rows, total } = await listDeposits(
    options.db,
    { merchantId: options.merchantId, memberId: options.memberId, status: options.status },
    { limit: options.pageSize, offset: (options.pageNo - 1) * options.pageSize },
  );
  return {
    list: rows.map((d) => ({
      ...depositView(d),
      memberId: Number(d.memberId),
      payerName: d.payerName,
      payerReference: d.payerReference,
    })),
    total,
    totalPages: Math.max(1, Math.ceil(total / options.pageSize)),
    pageNum: options.pageNo,
  };
}

export async function decideDeposit(options: {
  db: Db;
  merchantId: bigint;
  orderNo: string;
  decision: 'confirm' | 'reject';
  operatorId: bigint;
  reason?: string;
  ip: string | null;
}) {
  const d = await findDeposit(options.db, { orderNo: options.orderNo });
  if (!d || d.merchantId !== options.merchantId) throw new AppError('deposit_not_found');
  if (d.kind !== 'bank_transfer')
    throw new AppError('deposit_not_pending', { value: { kind: d.kind } });
  const by = { actor: 'operator' as const, operatorId: options.operatorId, ip: options.ip };
  const result =
    options.decision === 'confirm'
      ? await creditDeposit({ db: options.db, depositId: d.id, by })
      : await closeDeposit({
          db: options.db,
          depositId: d.id,
          status: 'rejected',
          reason: options.reason ?? 'rejected',
          by,
        });
  if (result.outcome === 'ignored')
    throw new AppError('deposit_not_pending', { value: { status: result.deposit.status } });
  return depositView(result.deposit);
}
