import type { Db } from '../../db/db';
import { moveInTx } from './ledger-in-tx';
import type { LedgerResult, MoveCommand } from './ledger-types';
import { moneyTx } from './money-tx';

/**
 * Reserves money (a pending transfer): the debit account's available balance drops at once,
 * its balance only when the hold is posted. Used for withdrawals awaiting review and for bet
 * reservations. The answer's `transfer.id` is the hold id that `postHold`/`voidHold` take.
 */
export async function holdFunds(options: MoveCommand & { db: Db }): Promise<LedgerResult> {
  const { db, ...cmd } = options;
  return moneyTx(db, (tx) => moveInTx(tx, cmd, 'pending'));
}
