import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { lockAccounts } from './account-store';
import { applyTransfer, insufficientFunds, toBalance } from './balances';
import type {
  Account,
  LedgerResult,
  MoveCommand,
  ResolveCommand,
  TransferRecord,
} from './ledger-types';
import { lockAndInsertTransfer } from './move-store';
import { requestHash } from './request-hash';
import { findResolution, findTransferByKey, insertTransfer, lockTransfer } from './transfer-store';

/**
 * The ledger's postings inside a transaction the caller already opened (with `moneyTx`). Other
 * modules' use cases call these when their own rows must change in the same transaction as
 * the money (a deposit becomes `credited` exactly when its transfer exists). Each call locks
 * the member accounts it touches in id order before it checks anything; callers that post
 * several transfers in one transaction should touch accounts in ascending id order too.
 */

/** A transfer that moves money now (`posted`) or holds it (`pending`) until resolved. */
export async function moveInTx(
  tx: Sql,
  cmd: MoveCommand,
  kind: 'posted' | 'pending',
): Promise<LedgerResult> {
  validateMove(cmd);
  const reference = cmd.reference ?? '';
  const metadata = cmd.metadata ?? {};
  const hash = moveRequestHash(cmd, kind);
  // One round trip when everything checks out; otherwise the locked rows tell why.
  const { accounts, inserted } = await lockAndInsertTransfer(tx, {
    kind,
    debitAccountId: cmd.debitAccountId,
    creditAccountId: cmd.creditAccountId,
    amountMinor: cmd.amountMinor,
    currency: cmd.currency,
    code: cmd.code,
    reference,
    idempotencyKey: cmd.idempotencyKey,
    requestHash: hash,
    metadata,
  });
  if (inserted) return posted(tx, inserted, applyTransfer(accounts, inserted, 0n));
  const debit = accounts.find((a) => a.id === cmd.debitAccountId);
  const credit = accounts.find((a) => a.id === cmd.creditAccountId);
  if (!debit || !credit) throw new AppError('account_not_found');
  checkCompatible(debit, credit, cmd.currency);
  const member = (a: Account) => a.memberId !== null;
  if (member(debit) && debit.balanceMinor - debit.pendingDebitMinor < cmd.amountMinor) {
    // A replay of a request that succeeded earlier answers its first result, not a refusal.
    const replay = await replayOf(tx, cmd.idempotencyKey, hash, accounts);
    if (replay) return replay;
    throw insufficientFunds(debit);
  }
  // Every check passed and nothing was inserted: the key exists (a replay or a conflict).
  return mustReplay(tx, cmd.idempotencyKey, hash, accounts);
}

/**
 * The fingerprint a move's transfer stores, which tells its replay from a conflicting request.
 * Exported for the seamless wallet's one-statement path (ADR 0011), which must store the same.
 */
export function moveRequestHash(cmd: MoveCommand, kind: 'posted' | 'pending'): Buffer {
  return requestHash({
    op: kind,
    debit: cmd.debitAccountId,
    credit: cmd.creditAccountId,
    amount: cmd.amountMinor,
    currency: cmd.currency,
    code: cmd.code,
    reference: cmd.reference ?? '',
    metadata: cmd.metadata ?? {},
  });
}

/** Posts (all or part of) a hold, or voids it. A hold resolves exactly once. */
export async function resolveInTx(
  tx: Sql,
  cmd: ResolveCommand,
  action: 'post' | 'void',
): Promise<LedgerResult> {
  if (!validKey(cmd.idempotencyKey) || (cmd.reference ?? '').length > 200) {
    throw new AppError('invalid_transfer');
  }
  const hold = await lockTransfer(tx, cmd.holdId);
  if (!hold || hold.kind !== 'pending') throw new AppError('hold_not_found');
  const amount = action === 'post' ? (cmd.amountMinor ?? hold.amountMinor) : hold.amountMinor;
  if (amount <= 0n) throw new AppError('invalid_transfer');
  if (amount > hold.amountMinor) throw new AppError('hold_amount_exceeded');
  const accounts = await lockAccounts(tx, [hold.debitAccountId, hold.creditAccountId]);

  const code = cmd.code ?? hold.code;
  const reference = cmd.reference ?? hold.reference;
  const metadata = cmd.metadata ?? {};
  const hash = requestHash({ op: action, hold: hold.id, amount, code, reference, metadata });
  const resolution = await findResolution(tx, hold.id);
  if (resolution) {
    if (resolution.idempotencyKey === cmd.idempotencyKey) {
      return mustReplay(tx, cmd.idempotencyKey, hash, accounts);
    }
    throw new AppError('hold_already_resolved', {
      value: { holdId: hold.id.toString(), resolution: resolution.kind },
    });
  }
  const inserted = await insertTransfer(tx, {
    kind: action === 'post' ? 'post_pending' : 'void_pending',
    debitAccountId: hold.debitAccountId,
    creditAccountId: hold.creditAccountId,
    amountMinor: amount,
    currency: hold.currency,
    playMoney: hold.playMoney,
    code,
    reference,
    idempotencyKey: cmd.idempotencyKey,
    requestHash: hash,
    pendingId: hold.id,
    metadata,
  });
  // The key names another transfer: a conflict, since this hold had no resolution yet.
  if (!inserted) return mustReplay(tx, cmd.idempotencyKey, hash, accounts);
  return posted(tx, inserted, applyTransfer(accounts, inserted, hold.amountMinor));
}

function validateMove(cmd: MoveCommand) {
  const ok =
    cmd.amountMinor > 0n &&
    cmd.debitAccountId !== cmd.creditAccountId &&
    validKey(cmd.idempotencyKey) &&
    (cmd.reference ?? '').length <= 200;
  if (!ok) throw new AppError('invalid_transfer');
}

function validKey(key: string) {
  return key.length >= 1 && key.length <= 200;
}

function checkCompatible(debit: Account, credit: Account, currency: string) {
  if (debit.merchantId !== credit.merchantId) throw new AppError('invalid_transfer');
  if (debit.currency !== currency || credit.currency !== currency) {
    throw new AppError('currency_mismatch');
  }
  if (debit.playMoney !== credit.playMoney) throw new AppError('play_money_not_convertible');
}

async function replayOf(
  tx: Sql,
  key: string,
  hash: Buffer,
  accounts: Account[],
): Promise<LedgerResult | null> {
  const existing = await findTransferByKey(tx, key);
  if (!existing) return null;
  if (!existing.requestHash.equals(hash)) {
    throw new AppError('idempotency_conflict', { value: { idempotencyKey: key } });
  }
  return done(existing.transfer, true, accounts);
}

async function mustReplay(tx: Sql, key: string, hash: Buffer, accounts: Account[]) {
  const replay = await replayOf(tx, key, hash, accounts);
  if (!replay) throw new Error(`idempotency key ${key} conflicted but cannot be found`);
  return replay;
}

/** A new transfer: the members whose balance it changed hear of it once it commits. */
function posted(tx: Sql, transfer: TransferRecord, accounts: Account[]): LedgerResult {
  for (const a of accounts) {
    if (a.memberId === null) continue;
    tx.announce?.({ kind: 'balance', merchantId: a.merchantId, memberId: a.memberId });
  }
  return done(transfer, false, accounts);
}

function done(transfer: TransferRecord, replayed: boolean, accounts: Account[]): LedgerResult {
  return {
    transfer,
    replayed,
    balances: accounts.filter((a) => a.memberId !== null).map(toBalance),
  };
}
