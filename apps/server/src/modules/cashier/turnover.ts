import { BONUS_CODES, type TransferCode } from '@wl/contract/ledger/transfer-codes';
import type { Sql } from '../../db/db';
import { sumMemberFlows } from '../ledger/sum-member-flows';

export interface Turnover {
  requiredMinor: bigint;
  doneMinor: bigint;
  remainingMinor: bigint;
}

/**
 * The turnover rule (reference §6.4: "turnover must reach 100 % of deposit before
 * withdrawal"): bets placed must reach a multiple (the merchant's, in basis points) of
 * everything deposited and received as bonuses. Both sides are all-time sums from the ledger,
 * so a new deposit raises the bar and every bet lowers it; rolled-back stakes do not count.
 */
export async function computeTurnover(options: {
  sql: Sql;
  memberId: bigint;
  multipleBps: number;
}): Promise<Turnover> {
  const flows = await sumMemberFlows({ sql: options.sql, memberId: options.memberId });
  const into = (code: TransferCode) => flows.get(code)?.inMinor ?? 0n;
  const outOf = (code: TransferCode) => flows.get(code)?.outMinor ?? 0n;
  // A released bonus was counted when it was granted (into the bonus account): not twice.
  const granted = BONUS_CODES.filter((code) => code !== 'BONUS_RELEASE');
  const base = into('DEPOSIT') + granted.reduce((s, code) => s + into(code), 0n);
  const requiredMinor = (base * BigInt(options.multipleBps)) / 10_000n;
  const staked = outOf('BET_STAKE') - into('BET_ROLLBACK');
  const doneMinor = staked > 0n ? staked : 0n;
  const remainingMinor = requiredMinor > doneMinor ? requiredMinor - doneMinor : 0n;
  return { requiredMinor, doneMinor, remainingMinor };
}
