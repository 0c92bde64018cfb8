import type { TransactionRow } from '@wl/contract/cashier/list-transactions';
import {
  BONUS_CODES,
  CODES_BY_RECORD_TYPE,
  type RecordType,
} from '@wl/contract/ledger/transfer-codes';
import type { Sql } from '../../db/db';
import { listTransfers } from '../ledger/list-transfers';
import { POINTS_UNIT } from '../ledger/open-member-account';
import type { Account } from '../ledger/ledger-types';
import type { Merchant } from '../merchants/merchant';
import { money } from './money-edge';
import { selectVendorWallets } from './settings-store';

/**
 * The account record (transactionHistory) and bonus details (bonusDetails): the member's
 * ledger transfers as lines with a signed amount, newest first, filtered by record type and
 * time, with the money in and out over the whole filter. Holds are not lines; a withdrawal
 * shows when it is paid out (its hold posted).
 */
export async function listAccountRecords(options: {
  sql: Sql;
  merchant: Merchant;
  memberId: bigint;
  view: 'transactions' | 'bonus';
  type?: RecordType;
  startTime?: number;
  endTime?: number;
  pageNo: number;
  pageSize: number;
}) {
  const { merchant } = options;
  const codes =
    options.view === 'bonus'
      ? BONUS_CODES
      : options.type
        ? CODES_BY_RECORD_TYPE[options.type]
        : null;
  const [result, vendors] = await Promise.all([
    listTransfers({
      sql: options.sql,
      memberId: options.memberId,
      // Points are not money: their lines are the points details (ODSFE2_MemTransDet?accountType=points).
      accounts: (a) => a.currency !== POINTS_UNIT,
      codes,
      from: options.startTime !== undefined ? new Date(options.startTime) : null,
      to: options.endTime !== undefined ? new Date(options.endTime) : null,
      pageNo: options.pageNo,
      pageSize: options.pageSize,
    }),
    selectVendorWallets(options.sql, merchant.id),
  ]);
  const mine = new Map(result.accounts.map((a) => [a.id, a]));
  const walletName = (a: Account) =>
    a.kind === 'vendor'
      ? (vendors.find((v) => v.vendorCode === a.vendorCode)?.displayName ??
        a.vendorCode ??
        'vendor')
      : a.kind;
  const list: TransactionRow[] = result.rows.map((t) => {
    const debit = mine.get(t.debitAccountId);
    const credit = mine.get(t.creditAccountId);
    const direction = debit && credit ? 'internal' : credit ? 'in' : 'out';
    const own = (direction === 'out' ? debit : credit)!;
    return {
      id: t.id.toString(),
      time: t.createdAt.getTime(),
      code: t.code,
      amount: money(direction === 'out' ? -t.amountMinor : t.amountMinor, t.currency),
      direction,
      wallet:
        direction === 'internal' ? `${walletName(debit!)}→${walletName(credit!)}` : walletName(own),
      reference: t.reference,
    };
  });
  return {
    list,
    total: result.total,
    totalPages: Math.max(1, Math.ceil(result.total / options.pageSize)),
    pageNum: options.pageNo,
    totalIn: money(result.inMinor, merchant.currency),
    totalOut: money(result.outMinor, merchant.currency),
  };
}
