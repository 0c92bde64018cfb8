import type { Db } from '../../db/db';
import { moveRequestHash } from '../ledger/ledger-in-tx';
import { batcherFor, type BatchedCall } from './call-batcher';
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
  fn: BatchedCall['fn'],
  params: unknown[],
  move: MoveCommand,
  call: RoundCall,
): Promise<OneStatementResult | null> {
  // Concurrent calls share a statement and a commit (group commit, call-batcher.ts).
  const result = await batcherFor(db).submit({ fn, params });
  // A result means the database function wrote (and committed) the transfer.
  if (result) {
    ledgerTransfers.inc({ code: move.code, kind: 'posted' });
    db.announce?.({ kind: 'balance', merchantId: call.merchantId, memberId: call.memberId });
  }
  return result;
}

interface RoundCall {
  merchantId: bigint;
  vendorCode: string;
  txId: string;
  memberId: bigint;
  currency: string;
  roundId: string;
  gameCode: string;
}

/** The leading parameters both database functions take, in their order. */
function roundParams(c: RoundCall): unknown[] {
  return [c.merchantId, c.vendorCode, c.txId, c.memberId, c.currency, c.roundId, c.gameCode];
}

export function debitInOneStatement(
  db: Db,
  call: RoundCall & {
    tokenHash: Buffer;
    nowMs: number;
    amountMinor: bigint;
    callHash: Buffer;
  },
  move: MoveCommand,
): Promise<OneStatementResult | null> {
  return attempt(
    db,
    'seamless_debit',
    [
      ...roundParams(call),
      call.tokenHash,
      new Date(call.nowMs),
      call.amountMinor,
      call.callHash,
      move.debitAccountId,
      move.creditAccountId,
      move.idempotencyKey,
      moveRequestHash(move, 'posted'),
      JSON.stringify(move.metadata ?? {}),
    ],
    move,
    call,
  );
}

export function creditInOneStatement(
  db: Db,
  call: RoundCall & {
    betTxId: string;
    amountMinor: bigint;
    callHash: Buffer;
    roundClosed: boolean;
  },
  move: MoveCommand,
): Promise<OneStatementResult | null> {
  return attempt(
    db,
    'seamless_credit',
    [
      ...roundParams(call),
      call.betTxId,
      call.amountMinor,
      call.callHash,
      call.roundClosed,
      move.creditAccountId,
      move.debitAccountId,
      move.idempotencyKey,
      moveRequestHash(move, 'posted'),
      JSON.stringify(move.metadata ?? {}),
    ],
    move,
    call,
  );
}
