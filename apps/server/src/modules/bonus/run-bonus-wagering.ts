import type { Db } from '../../db/db';
import { moneyTx } from '../ledger/money-tx';
import { claimActiveBonus, listActiveBonusIds } from './bonus-store';
import { settleBonusInTx, type SettleOutcome } from './settle-bonus';

export interface WageringRun {
  checked: number;
  converted: number;
  expired: number;
}

/**
 * The wagering job: brings every active bonus (or one member's) up to date — counts new valid
 * bets, converts the met ones, removes the expired ones. Each bonus is settled in its own
 * transaction with its row claimed FOR UPDATE SKIP LOCKED, so concurrent runs (two server
 * processes, or the job and a member's page) never settle one bonus twice and never wait on
 * each other. Idempotent: a second run with nothing new changes nothing.
 */
export async function runBonusWagering(
  deps: { db: Db },
  now: Date,
  options: { memberId?: bigint; batchSize?: number } = {},
): Promise<WageringRun> {
  const run: WageringRun = { checked: 0, converted: 0, expired: 0 };
  const ids = await listActiveBonusIds(deps.db, {
    ...(options.memberId !== undefined ? { memberId: options.memberId } : {}),
    limit: options.batchSize ?? 500,
  });
  for (const id of ids) {
    const outcome = await moneyTx(deps.db, async (tx): Promise<SettleOutcome> => {
      if (!(await claimActiveBonus(tx, id))) return 'closed';
      return settleBonusInTx(tx, { bonusId: id, now });
    });
    if (outcome === 'closed') continue;
    run.checked += 1;
    if (outcome === 'converted') run.converted += 1;
    if (outcome === 'expired') run.expired += 1;
  }
  return run;
}
