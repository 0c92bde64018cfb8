import type { Db } from '../../db/db';
import { moveInTx } from './ledger-in-tx';
import type { LedgerResult, MoveCommand } from './ledger-types';
import { moneyTx } from './money-tx';

/**
 * Moves money from one account to another now. Idempotent: the same key with the same request
 * answers the first result (`replayed: true`) and moves nothing; the same key with a different
 * request is `idempotency_conflict`. A member account cannot go below zero
 * (`insufficient_funds`, with the available balance).
 */
export async function transfer(options: MoveCommand & { db: Db }): Promise<LedgerResult> {
  const { db, ...cmd } = options;
  return moneyTx(db, (tx) => moveInTx(tx, cmd, 'posted'));
}
