import type { Db } from '../../db/db';
import { resolveInTx } from './ledger-in-tx';
import type { LedgerResult, ResolveCommand } from './ledger-types';
import { moneyTx } from './money-tx';

/**
 * Completes a hold: moves `amountMinor` (default: all of it) and releases the rest. A hold is
 * resolved once; a second resolution with another key is `hold_already_resolved`.
 */
export async function postHold(options: ResolveCommand & { db: Db }): Promise<LedgerResult> {
  const { db, ...cmd } = options;
  return moneyTx(db, (tx) => resolveInTx(tx, cmd, 'post'));
}
