import type { Sql } from '../../db/db';
import { listMemberAccounts } from './account-store';
import { toBalance } from './balances';
import type { AccountBalance } from './ledger-types';

/**
 * Every account of a member with its balance, held and available amounts: one indexed query,
 * no lock (a read of committed balances). The balance call is built on it.
 */
export async function getBalances(options: {
  sql: Sql;
  memberId: bigint;
}): Promise<AccountBalance[]> {
  const accounts = await listMemberAccounts(options.sql, options.memberId);
  return accounts.map(toBalance);
}
