import type { TransferCode } from '@wl/contract/ledger/transfer-codes';
import type { Sql } from '../../db/db';
import { listMemberAccounts } from './account-store';
import { sumFlowsByCode } from './ledger-report-store';

export type MemberFlows = Map<TransferCode, { inMinor: bigint; outMinor: bigint }>;

/**
 * All-time money into and out of a member's accounts by transfer code (moves between the
 * member's own wallets excluded). The cashier's turnover rule is built on it: bets placed
 * (BET_STAKE out, less BET_ROLLBACK in) against deposits and bonuses received.
 */
export async function sumMemberFlows(options: {
  sql: Sql;
  memberId: bigint;
}): Promise<MemberFlows> {
  const accounts = await listMemberAccounts(options.sql, options.memberId);
  const flows: MemberFlows = new Map();
  if (accounts.length === 0) return flows;
  for (const row of await sumFlowsByCode(
    options.sql,
    accounts.map((a) => a.id),
  )) {
    flows.set(row.code as TransferCode, { inMinor: row.inMinor, outMinor: row.outMinor });
  }
  return flows;
}
