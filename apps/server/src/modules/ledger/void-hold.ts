import type { Db } from '../../db/db';
import { resolveInTx } from './ledger-in-tx';
import type { LedgerResult, ResolveCommand } from './ledger-types';
import { moneyTx } from './money-tx';

/** Releases a hold: the money stays where it was. Resolves the hold exactly once. */
export async function voidHold(
  options: Omit<ResolveCommand, 'amountMinor'> & { db: Db },
): Promise<LedgerResult> {
  const { db, ...cmd } = options;
  return moneyTx(db, (tx) => resolveInTx(tx, cmd, 'void'));
}
