import type { Sql } from '../../db/db';
import { lockAccounts as lockRows } from './account-store';
import type { Account } from './ledger-types';

/**
 * Locks member accounts (in id order) inside the caller's transaction, for rules that must see
 * a stable wallet before they post: a withdrawal's daily count, for instance. The ledger's own
 * postings lock the same rows again, which costs nothing inside one transaction.
 */
export async function lockAccounts(options: {
  sql: Sql;
  accountIds: readonly bigint[];
}): Promise<Account[]> {
  return lockRows(options.sql, options.accountIds);
}
