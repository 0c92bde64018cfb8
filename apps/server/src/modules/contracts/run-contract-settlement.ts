import type { Db } from '../../db/db';
import type { ContractKind } from './contract-store';
import { createDueBills } from './create-due-bills';
import { expireProposals } from './expire-proposals';
import { payOpenBills } from './pay-open-bills';

/**
 * The scheduled settlement of every contract: expire unanswered offers, claim each ended
 * period into exactly one bill, then pay open bills (including earlier short ones). Safe to
 * run from several processes at once and to run again after a crash at any point.
 */
export async function runContractSettlement(options: {
  db: Db;
  now: Date;
  merchantId?: bigint;
  kinds?: readonly ContractKind[];
}) {
  const expired = await expireProposals(options);
  const billed = await createDueBills(options);
  const payments = await payOpenBills(options);
  return { expired, billed, ...payments };
}
