import { createHash } from 'node:crypto';
import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { getBalances } from '../ledger/get-balances';
import { openMemberAccount } from '../ledger/open-member-account';
import { houseSubAccount, houseSubAccountFor } from '../ledger/house-account';
import { selectWalletMember, type VendorIntegration, type WalletMember } from './vendor-store';
import type { WalletTx, WalletTxKey } from './wallet-tx-store';

/**
 * Pieces every seamless wallet call shares: member references, the request fingerprint that
 * tells a replay from a conflict, balances and the replay answer.
 */
export interface WalletCallContext {
  db: Db;
  vendor: VendorIntegration;
  nowMs: number;
}

export const txKey = (v: VendorIntegration): WalletTxKey => ({
  merchantId: v.merchantId,
  vendorCode: v.vendorCode,
});

export const toMemberRef = (memberId: bigint) => `M${memberId}`;

export function parseMemberRef(ref: string): bigint | null {
  const m = /^M([1-9]\d{0,17})$/.exec(ref);
  return m?.[1] ? BigInt(m[1]) : null;
}

type Payee = Pick<WalletMember, 'id' | 'merchantId' | 'currency'>;
const payees = new WeakMap<Sql, Map<bigint, { at: number; member: Payee }>>();
const PAYEE_CACHE_MS = 5_000;
const PAYEE_CACHE_LIMIT = 50_000;

/**
 * The member a win or rollback names, if it exists at this vendor's merchant. Only what never
 * changes (id, merchant, wallet currency) is answered, so it is cached briefly: those calls
 * are accepted whatever the member's status, and the lookup is a round trip otherwise.
 */
export async function memberOf(
  sql: Sql,
  vendor: VendorIntegration,
  ref: string,
): Promise<Payee | null> {
  const id = parseMemberRef(ref);
  if (id === null) return null;
  let cache = payees.get(sql);
  if (!cache) payees.set(sql, (cache = new Map()));
  let hit = cache.get(id);
  if (!hit || Date.now() - hit.at >= PAYEE_CACHE_MS) {
    const member = await selectWalletMember(sql, id);
    if (!member) return null;
    if (cache.size >= PAYEE_CACHE_LIMIT) cache.clear();
    hit = {
      at: Date.now(),
      member: { id: member.id, merchantId: member.merchantId, currency: member.currency },
    };
    cache.set(id, hit);
  }
  return hit.member.merchantId === vendor.merchantId ? hit.member : null;
}

/** What makes two calls "the same call" (protocol §6.1): not requestId, timestamp or token. */
export function callHash(fields: {
  call: string;
  memberRef: string;
  currency: string;
  roundId: string;
  gameCode: string;
  amountMinor: string;
  betTxId?: string | undefined;
  roundClosed?: boolean | undefined;
}): Buffer {
  const canonical = JSON.stringify([
    fields.call,
    fields.memberRef,
    fields.currency,
    fields.roundId,
    fields.gameCode,
    fields.amountMinor,
    fields.betTxId ?? '',
  ]);
  return createHash('sha256').update(canonical).digest();
}

/** Main wallet available balance now (balance − held), as the protocol reports it. */
export async function availableNow(sql: Sql, memberId: bigint, currency: string): Promise<bigint> {
  const balances = await getBalances({ sql, memberId });
  const main = balances.find((b) => b.kind === 'main' && b.currency === currency);
  return main?.availableMinor ?? 0n;
}

const mainIds = new WeakMap<Db, Map<string, bigint>>();
const MAIN_CACHE_LIMIT = 50_000;

/**
 * The member's main wallet id (opened on first use). Account ids never change, so they are
 * cached: every stake and payout needs one, and the lookup is a round trip otherwise.
 */
export async function mainAccount(
  db: Db,
  memberId: bigint,
  currency: string,
): Promise<{ id: bigint }> {
  let cache = mainIds.get(db);
  if (!cache) mainIds.set(db, (cache = new Map()));
  const key = `${memberId}:${currency}`;
  const hit = cache.get(key);
  if (hit !== undefined) return { id: hit };
  const account = await openMemberAccount({ sql: db, memberId, kind: 'main', currency });
  if (cache.size >= MAIN_CACHE_LIMIT) cache.clear();
  cache.set(key, account.id);
  return { id: account.id };
}

/**
 * The member's main wallet id if this process has seen it, else null. For a call whose member
 * is not checked yet: it must not open an account for a member the call may not name.
 */
export function knownMainAccount(
  db: Db,
  memberId: bigint,
  currency: string,
): { id: bigint } | null {
  const id = mainIds.get(db)?.get(`${memberId}:${currency}`);
  return id === undefined ? null : { id };
}

const houseAccounts = new WeakMap<Db, Map<string, bigint>>();

/**
 * The house sub-account a member's round at this merchant books to (ADR 0011): its stakes,
 * wins and refunds all meet on one row, and different rounds spread over the house's rows
 * instead of queueing on one lock. Opened on first use (outside the money transaction, so a
 * rolled-back transaction never leaves a cached id behind), then cached: ids never change.
 */
export async function houseAccount(
  db: Db,
  merchantId: bigint,
  currency: string,
  round: { memberId: bigint; roundId: string },
): Promise<{ id: bigint }> {
  let cache = houseAccounts.get(db);
  if (!cache) houseAccounts.set(db, (cache = new Map()));
  const subAccount = houseSubAccountFor(`${round.memberId}:${round.roundId}`);
  const key = `${merchantId}:${currency}:${subAccount}`;
  const hit = cache.get(key);
  if (hit !== undefined) return { id: hit };
  const account = await houseSubAccount({ sql: db, merchantId, currency, subAccount });
  cache.set(key, account.id);
  return { id: account.id };
}

export const ledgerKey = (vendor: VendorIntegration, txId: string) =>
  `vendor:${vendor.vendorCode}:${vendor.merchantId}:${txId}`;

export interface TxAnswer {
  txId: string;
  platformTxId: string;
  memberRef: string;
  currency: string;
  balanceMinor: string;
  replayed: boolean;
}

/**
 * A txId seen before: the first answer again with the balance now, or TRANSACTION_CONFLICT if
 * the call differs. A tombstone under a debit's id bars it (BET_ALREADY_ROLLED_BACK).
 */
export async function replayAnswer(
  sql: Sql,
  prior: WalletTx,
  call: 'debit' | 'credit' | 'rollback',
  hash: Buffer,
): Promise<TxAnswer & { tombstone: boolean }> {
  if (prior.kind === 'tombstone') throw new AppError('BET_ALREADY_ROLLED_BACK');
  if (prior.kind !== call || !prior.requestHash.equals(hash))
    throw new AppError('TRANSACTION_CONFLICT');
  const balance = await availableNow(sql, prior.memberId, prior.currency);
  return {
    txId: prior.txId,
    platformTxId: prior.id.toString(),
    memberRef: toMemberRef(prior.memberId),
    currency: prior.currency,
    balanceMinor: balance.toString(),
    replayed: true,
    tombstone: prior.kind === 'rollback' && prior.transferId === null,
  };
}

/** Ledger refusals translated to the protocol's codes. */
export function protocolError(error: unknown, currency: string): unknown {
  if (error instanceof AppError && error.code === 'insufficient_funds') {
    const value = error.value as { availableMinor?: string } | null;
    return new AppError('INSUFFICIENT_FUNDS', {
      value: { balanceMinor: value?.availableMinor ?? '0', currency },
    });
  }
  if (error instanceof AppError && error.code === 'idempotency_conflict') {
    return new AppError('TRANSACTION_CONFLICT');
  }
  return error;
}

/** A debit's or credit's answer carries no tombstone flag. */
export function plainAnswer(answer: TxAnswer & { tombstone?: boolean }): TxAnswer {
  const { tombstone: _tombstone, ...plain } = answer;
  return plain;
}

/**
 * Thrown inside a wallet call's transaction when its txId turns out to be claimed already (a
 * twin committed first, or a tombstone bars it): the transaction rolls back whatever it moved,
 * and the caller answers as a replay of the claim that won.
 */
export class ClaimLost extends Error {
  constructor() {
    super('the txId was claimed by another call');
  }
}

/** The claimed row's id, or ClaimLost (see above). */
export function claimed(id: bigint | null): bigint {
  if (id === null) throw new ClaimLost();
  return id;
}
