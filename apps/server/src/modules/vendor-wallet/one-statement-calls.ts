import type { Db } from '../../db/db';
import { moveRequestHash } from '../ledger/ledger-in-tx';
import { batcherFor } from './call-batcher';
import type { BatchedCall, CallFields } from './batch-statement';
import type { MoveCommand } from '../ledger/ledger-types';
import { ledgerTransfers } from '../metrics/metrics';

/**
 * The ordinary debit and credit in one statement (ADR 0011, migration 0403): the database
 * functions write the round, the transfer and the claim together, or write nothing when
 * anything is out of the ordinary. Null then (or on any error): the caller runs its full
 * transaction, which gives the exact answer, refusals and replays included. Round trips and
 * commits, not rules, are what this saves: a debit's transaction was five statements, a
 * credit's six, and concurrent calls share one commit (call-batcher.ts).
 */
export interface OneStatementResult {
  id: bigint;
  balance: bigint;
}

async function attempt(
  db: Db,
  batched: BatchedCall,
  call: RoundCall,
  move: MoveCommand,
): Promise<OneStatementResult | null> {
  // Concurrent calls share a statement and a commit (group commit, call-batcher.ts).
  const result = await batcherFor(db).submit(batched);
  // A result means the database function wrote (and committed) the transfer.
  if (result) {
    ledgerTransfers.inc({ code: move.code, kind: 'posted' });
    db.announce?.({ kind: 'balance', merchantId: call.merchantId, memberId: call.memberId });
  }
  return result;
}

/** The call as the route knows it: everything but the accounts and the transfer. */
type RoundCall = Omit<
  CallFields,
  'mainAccountId' | 'houseAccountId' | 'transferKey' | 'transferHash' | 'metadata'
>;

/** What both database functions take; `main` and `house` are the member's and the house's side. */
function fields(c: RoundCall, move: MoveCommand, main: bigint, house: bigint): CallFields {
  return {
    merchantId: c.merchantId,
    vendorCode: c.vendorCode,
    txId: c.txId,
    memberId: c.memberId,
    currency: c.currency,
    roundId: c.roundId,
    gameCode: c.gameCode,
    amountMinor: c.amountMinor,
    callHash: c.callHash,
    mainAccountId: main,
    houseAccountId: house,
    transferKey: move.idempotencyKey,
    transferHash: moveRequestHash(move, 'posted'),
    metadata: JSON.stringify(move.metadata ?? {}),
  };
}

export function debitInOneStatement(
  db: Db,
  call: RoundCall & { tokenHash: Buffer; nowMs: number },
  move: MoveCommand,
): Promise<OneStatementResult | null> {
  // A stake leaves the member's main account for the house.
  const batched: BatchedCall = {
    ...fields(call, move, move.debitAccountId, move.creditAccountId),
    fn: 'seamless_debit',
    tokenHash: call.tokenHash,
    now: new Date(call.nowMs),
  };
  return attempt(db, batched, call, move);
}

export function creditInOneStatement(
  db: Db,
  call: RoundCall & { betTxId: string; roundClosed: boolean },
  move: MoveCommand,
): Promise<OneStatementResult | null> {
  // A win leaves the house for the member's main account.
  const batched: BatchedCall = {
    ...fields(call, move, move.creditAccountId, move.debitAccountId),
    fn: 'seamless_credit',
    betTxId: call.betTxId,
    roundClosed: call.roundClosed,
  };
  return attempt(db, batched, call, move);
}
