import type { Db } from '../../db/db';
import { foldReportStats } from './report-store';

/**
 * The reports' fold (ADR 0024): moves the deltas written since the last run into the day rows,
 * one transaction per batch, until none is left. Each batch deletes the deltas it adds, so a
 * crash or a second process never counts one twice. Run by the job and before a report reads.
 */
export async function runReportFold(deps: { db: Db }): Promise<number> {
  let total = 0;
  for (;;) {
    const folded = await deps.db.tx((tx) => foldReportStats(tx));
    total += folded;
    if (folded === 0) return total;
  }
}
