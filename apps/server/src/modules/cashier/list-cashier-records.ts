import type { ConfirmationStatus, WithdrawalRecord } from '@wl/contract/cashier/withdraw';
import type { DepositRecord } from '@wl/contract/cashier/create-deposit';
import type { Sql } from '../../db/db';
import { listDeposits, type DepositStatus } from './deposit-store';
import { depositView } from './deposit-view';
import { withdrawalView } from './withdrawal-view';
import { listWithdrawals, type WithdrawalStatus } from './withdrawal-store';

export interface Page<T> {
  list: T[];
  total: number;
  totalPages: number;
  pageNum: number;
}

function page<T>(list: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { list, total, totalPages: Math.max(1, Math.ceil(total / pageSize)), pageNum: pageNo };
}

/** Deposits of a member (or, for operators, of a merchant), newest first. */
export async function listDepositRecords(options: {
  sql: Sql;
  memberId?: bigint;
  merchantId?: bigint;
  status?: DepositStatus;
  pageNo: number;
  pageSize: number;
}): Promise<Page<DepositRecord>> {
  const { rows, total } = await listDeposits(
    options.sql,
    { memberId: options.memberId, merchantId: options.merchantId, status: options.status },
    { limit: options.pageSize, offset: (options.pageNo - 1) * options.pageSize },
  );
  return page(rows.map(depositView), total, options.pageNo, options.pageSize);
}

/** Withdrawals of a member (or of a merchant), newest first; optionally by receipt state. */
export async function listWithdrawalRecords(options: {
  sql: Sql;
  memberId?: bigint;
  merchantId?: bigint;
  status?: WithdrawalStatus;
  confirmation?: readonly ConfirmationStatus[];
  pageNo: number;
  pageSize: number;
}): Promise<Page<WithdrawalRecord>> {
  const { rows, total } = await listWithdrawals(
    options.sql,
    {
      memberId: options.memberId,
      merchantId: options.merchantId,
      status: options.status,
      confirmation: options.confirmation,
    },
    { limit: options.pageSize, offset: (options.pageNo - 1) * options.pageSize },
  );
  return page(rows.map(withdrawalView), total, options.pageNo, options.pageSize);
}
