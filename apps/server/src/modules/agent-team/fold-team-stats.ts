import type { Db } from '../../db/db';
import { foldTeamStats } from './team-stats-store';

/**
 * The team-figures job (ADR 0013): folds the deltas written since the last run into the day
 * rows, in batches, until none is left. Each batch is one transaction that deletes the deltas
 * it adds, so a crash or a second process never counts one twice; reports read unfolded
 * deltas too, so they are exact between runs.
 */
export async function runTeamStatsFold(deps: { db: Db }): Promise<number> {
  let total = 0;
  for (;;) {
    const folded = await deps.db.tx((tx) => foldTeamStats(tx));
    total += folded;
    if (folded === 0) return total;
  }
}
