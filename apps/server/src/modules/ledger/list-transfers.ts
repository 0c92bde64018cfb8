import type { Sql } from '../../db/db';
import { listMemberAccounts } from './account-store';
import { type TransferFilter, selectTransfers, summariseTransfers } from './ledger-report-store';
import type { Account, TransferKind, TransferRecord } from './ledger-types';

export interface TransferPage {
  /** The member's accounts, so a caller can tell which side of each transfer is theirs. */
  accounts: Account[];
  rows: TransferRecord[];
  total: number;
  /** Money into and out of the member's accounts over the whole filter (not just the page). */
  inMinor: bigint;
  outMinor: bigint;
}

/**
 * A member's transfers, newest first, filtered by kind, code and time, one page at a time with
 * the totals of the whole selection. Moves between a member's own wallets count neither in
 * nor out.
 */
export async function listTransfers(options: {
  sql: Sql;
  memberId: bigint;
  /** Which of the member's accounts to list (default all, e.g. money only without points). */
  accounts?: (account: Account) => boolean;
  kinds?: readonly TransferKind[];
  codes?: readonly string[] | null;
  from?: Date | null;
  to?: Date | null;
  pageNo: number;
  pageSize: number;
}): Promise<TransferPage> {
  const all = await listMemberAccounts(options.sql, options.memberId);
  const accounts = options.accounts ? all.filter(options.accounts) : all;
  if (accounts.length === 0) {
    return { accounts, rows: [], total: 0, inMinor: 0n, outMinor: 0n };
  }
  const filter: TransferFilter = {
    accountIds: accounts.map((a) => a.id),
    kinds: options.kinds ?? ['posted', 'post_pending'],
    codes: options.codes ?? null,
    from: options.from ?? null,
    to: options.to ?? null,
  };
  const [rows, summary] = await Promise.all([
    selectTransfers(options.sql, filter, {
      limit: options.pageSize,
      offset: (options.pageNo - 1) * options.pageSize,
    }),
    summariseTransfers(options.sql, filter),
  ]);
  return { accounts, rows, ...summary };
}
