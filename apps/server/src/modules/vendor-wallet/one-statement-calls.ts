import type { Db } from '../../db/db';
import { moveRequestHash } from '../ledger/ledger-in-tx';
import { batcherFor, type BatchedCall } from './call-batcher';
import type { MoveCommand } from '../ledger/ledger-types';

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

function attempt(
  db: Db,
  fn: BatchedCall['fn'],
  params: unknown[],
): Promise<OneStatementResult | null> {
  // Concurrent calls share a statement and a commit (group commit, call-batcher.ts).
  return batcherFor(db).submit({ fn, params });
}

export function debitInOneStatement(
  db: Db,
  call: {
    merchantId: bigint;
    vendorCode: string;
    txId: string;
    memberId: bigint;
    currency: string;
    roundId: string;
    gameCode: string;
    tokenHash: Buffer;
    nowMs: number;
    amountMinor: bigint;
    callHash: Buffer;
  },
  move: MoveCommand,
): Promise<OneStatementResult | null> {
  return attempt(db, 'seamless_debit', [
    call.merchantId,
    call.vendorCode,
    call.txId,
    call.memberId,
    call.currency,
    call.roundId,
    call.gameCode,
    call.tokenHash,
    new Date(call.nowMs),
    call.amountMinor,
    call.callHash,
    move.debitAccountId,
    move.creditAccountId,
    move.idempotencyKey,
    moveRequestHash(move, 'posted'),
    JSON.stringify(move.metadata ?? {}),
  ]);
}

export function creditInOneStatement(
  db: Db,
  call: {
    merchantId: bigint;
    vendorCode: string;
    txId: string;
    memberId: bigint;
    currency: string;
    roundId: string;
    gameCode: string;
    betTxId: string;
    amountMinor: bigint;
    callHash: Buffer;
    roundClosed: boolean;
  },
  move: MoveCommand,
): Promise<OneStatementResult | null> {
  return attempt(db, 'seamless_credit', [
    call.merchantId,
    call.vendorCode,
    call.txId,
    call.memberId,
    call.currency,
    call.roundId,
    call.gameCode,
    call.betTxId,
    call.amountMinor,
    call.callHash,
    call.roundClosed,
    move.creditAccountId,
    move.debitAccountId,
    move.idempotencyKey,
    moveRequestHash(move, 'posted'),
    JSON.stringify(move.metadata ?? {}),
  ]);
}
