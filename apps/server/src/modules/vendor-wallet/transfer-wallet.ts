import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { TransferOutcome, VendorAdapter } from '../../providers/vendors/vendor-adapter';
import { getBalances } from '../ledger/get-balances';
import { lockAccounts } from '../ledger/account-store';
import { systemAccount } from '../ledger/system-account';
import { findResolution } from '../ledger/transfer-store';
import { moveInTx, resolveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { openMemberAccount } from '../ledger/open-member-account';
import { toMemberRef } from './wallet-common';

/**
 * Transfer-wallet moves between the member's main wallet and a vendor wallet. Each is a ledger
 * hold around the vendor call: hold (own transaction) → call the vendor (no transaction open) →
 * post the hold if the vendor applied it, void it if the vendor refused or failed. The vendor
 * is given our key as its transfer id, so a retry never applies twice there.
 */
export interface TransferMove {
  db: Db;
  adapter: VendorAdapter;
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  /** Unique per move; the ledger keys and the vendor's transfer id derive from it. */
  key?: string;
}

/** Moves the whole available main balance into the vendor (launch). Answers the amount moved. */
export async function moveIntoVendor(m: TransferMove): Promise<bigint> {
  const main = await openMemberAccount({
    sql: m.db,
    memberId: m.memberId,
    kind: 'main',
    currency: m.currency,
  });
  const available = main.balanceMinor - main.pendingDebitMinor;
  if (available <= 0n) return 0n;
  const wallet = await openMemberAccount({
    sql: m.db,
    memberId: m.memberId,
    kind: 'vendor',
    vendorCode: m.adapter.vendorCode,
    currency: m.currency,
  });
  return (await heldMove(m, { from: main.id, to: wallet.id, amount: available, direction: 'in' }))
    .amountMinor;
}

/**
 * Brings everything the member holds at the vendor back to main (exit, recall all, sweep).
 * Play at the vendor changed that figure since the money went in, so the ledger's mirror is
 * first brought to the vendor's balance (`syncWithVendor`), then exactly that comes back.
 */
export async function recallFromVendor(m: TransferMove): Promise<bigint> {
  const balances = await getBalances({ sql: m.db, memberId: m.memberId });
  const account = balances.find(
    (b) =>
      b.kind === 'vendor' && b.vendorCode === m.adapter.vendorCode && b.currency === m.currency,
  );
  if (!account) return 0n;
  const atVendor = await syncWithVendor(m, account.accountId);
  if (atVendor <= 0n) return 0n;
  const main = await openMemberAccount({
    sql: m.db,
    memberId: m.memberId,
    kind: 'main',
    currency: m.currency,
  });
  return (
    await heldMove(m, { from: account.accountId, to: main.id, amount: atVendor, direction: 'out' })
  ).amountMinor;
}

/**
 * The member's result at a transfer-mode vendor: the vendor's balance minus our mirror of it,
 * booked between the vendor wallet and the house (VENDOR_RESULT) so the mirror equals what
 * the vendor holds. Refused while a move in or out is still open (the vendor's figure may
 * already include it). The account is locked while the difference is booked, so two recalls
 * at once book it once. Answers the vendor's balance.
 */
export async function syncWithVendor(m: TransferMove, walletAccountId: bigint): Promise<bigint> {
  const memberRef = toMemberRef(m.memberId);
  const atVendor = m.adapter.balance
    ? await m.adapter.balance(memberRef, m.currency).catch(() => null)
    : null;
  if (atVendor === null)
    throw new AppError('service_unavailable', { messageKey: 'error_vendor_unavailable' });
  const house = await systemAccount({
    sql: m.db,
    merchantId: m.merchantId,
    kind: 'house',
    currency: m.currency,
  });
  await moneyTx(m.db, async (tx) => {
    const [wallet] = await lockAccounts(tx, [walletAccountId]);
    if (!wallet) throw new AppError('account_not_found');
    if (wallet.pendingDebitMinor > 0n || wallet.pendingCreditMinor > 0n) {
      throw new AppError('service_unavailable', { messageKey: 'error_vendor_unavailable' });
    }
    const result = atVendor - wallet.balanceMinor;
    if (result === 0n) return;
    await moveInTx(
      tx,
      {
        debitAccountId: result < 0n ? wallet.id : house.id,
        creditAccountId: result < 0n ? house.id : wallet.id,
        amountMinor: result < 0n ? -result : result,
        currency: m.currency,
        code: 'VENDOR_RESULT',
        idempotencyKey: `vendor-result:${m.adapter.vendorCode}:${m.memberId}:${randomUUID()}`,
        reference: m.adapter.vendorCode,
        metadata: {
          vendor: m.adapter.vendorCode,
          mirrorMinor: wallet.balanceMinor.toString(),
          vendorMinor: atVendor.toString(),
        },
      },
      'posted',
    );
  });
  return atVendor;
}

/**
 * The cashier's "my wallet" move of a chosen amount into (`in`) or out of (`out`) the vendor.
 * Keyed by the member's request: a retry replays the first outcome (a move the vendor refused
 * stays refused; the player retries with a new request).
 */
export async function moveAmountWithVendor(
  m: TransferMove & { key: string; direction: 'in' | 'out'; amountMinor: bigint },
): Promise<{ replayed: boolean }> {
  const main = await openMemberAccount({
    sql: m.db,
    memberId: m.memberId,
    kind: 'main',
    currency: m.currency,
  });
  const wallet = await openMemberAccount({
    sql: m.db,
    memberId: m.memberId,
    kind: 'vendor',
    vendorCode: m.adapter.vendorCode,
    currency: m.currency,
  });
  const [from, to] = m.direction === 'in' ? [main.id, wallet.id] : [wallet.id, main.id];
  const r = await heldMove(m, { from, to, amount: m.amountMinor, direction: m.direction });
  return { replayed: r.replayed };
}

async function heldMove(
  m: TransferMove,
  move: { from: bigint; to: bigint; amount: bigint; direction: 'in' | 'out' },
): Promise<{ amountMinor: bigint; replayed: boolean }> {
  const key = m.key ?? `transfer:${m.adapter.vendorCode}:${m.memberId}:${randomUUID()}`;
  const hold = await moneyTx(m.db, (tx) =>
    moveInTx(
      tx,
      {
        debitAccountId: move.from,
        creditAccountId: move.to,
        amountMinor: move.amount,
        currency: m.currency,
        code: 'WALLET_TRANSFER',
        idempotencyKey: `${key}:hold`,
        reference: m.adapter.vendorCode,
        metadata: { vendor: m.adapter.vendorCode, direction: move.direction },
      },
      'pending',
    ),
  );
  if (hold.replayed) {
    // The same request again: answer how it ended instead of asking the vendor twice.
    const resolution = await findResolution(m.db, hold.transfer.id);
    if (resolution?.kind === 'post_pending') return { amountMinor: move.amount, replayed: true };
    if (resolution)
      throw new AppError('service_unavailable', { messageKey: 'error_vendor_unavailable' });
  }
  const settled = await askVendor(m, {
    holdId: hold.transfer.id,
    key,
    direction: move.direction,
    amountMinor: move.amount,
  });
  if (settled !== 'posted')
    throw new AppError('service_unavailable', { messageKey: 'error_vendor_unavailable' });
  return { amountMinor: move.amount, replayed: hold.replayed };
}

/**
 * Sends a held move to the vendor (its transferId is our key) and resolves the hold by the
 * answer: posted when applied, voided when refused. When no answer came, the vendor may have
 * applied it, so the hold stays open (the money is neither here nor there yet) until asking
 * again with the same transferId settles it: the member's retry, or `settleOpenTransfers`.
 */
export async function askVendor(
  m: TransferMove,
  held: { holdId: bigint; key: string; direction: 'in' | 'out'; amountMinor: bigint },
): Promise<'posted' | 'voided' | 'open'> {
  const call = held.direction === 'in' ? m.adapter.deposit : m.adapter.withdraw;
  const outcome: TransferOutcome = call
    ? await call({
        memberRef: toMemberRef(m.memberId),
        currency: m.currency,
        amountMinor: held.amountMinor,
        transferId: held.key,
      }).catch((error: unknown) => ({ ok: false as const, reason: String(error), unknown: true }))
    : { ok: false as const, reason: 'not a transfer-mode vendor' };
  if (!outcome.ok && outcome.unknown) return 'open';
  const action = outcome.ok ? 'post' : 'void';
  await moneyTx(m.db, (tx) =>
    resolveInTx(tx, { holdId: held.holdId, idempotencyKey: `${held.key}:${action}` }, action),
  );
  return outcome.ok ? 'posted' : 'voided';
}
