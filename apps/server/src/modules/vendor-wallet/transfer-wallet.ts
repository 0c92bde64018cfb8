import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { VendorAdapter } from '../../providers/vendors/vendor-adapter';
import { getBalances } from '../ledger/get-balances';
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
  const main = await openMemberAccount({ sql: m.db, memberId: m.memberId, kind: 'main', currency: m.currency });
  const available = main.balanceMinor - main.pendingDebitMinor;
  if (available <= 0n) return 0n;
  const wallet = await openMemberAccount({ sql: m.db, memberId: m.memberId, kind: 'vendor', vendorCode: m.adapter.vendorCode, currency: m.currency });
  return heldMove(m, { from: main.id, to: wallet.id, amount: available, direction: 'in' });
}

/** Brings everything the vendor wallet holds back to main (exit, recall all, sweep). */
export async function recallFromVendor(m: TransferMove): Promise<bigint> {
  const balances = await getBalances({ sql: m.db, memberId: m.memberId });
  const account = balances.find((b) => b.kind === 'vendor' && b.vendorCode === m.adapter.vendorCode && b.currency === m.currency);
  if (!account || account.availableMinor <= 0n) return 0n;
  const main = await openMemberAccount({ sql: m.db, memberId: m.memberId, kind: 'main', currency: m.currency });
  return heldMove(m, { from: account.accountId, to: main.id, amount: account.availableMinor, direction: 'out' });
}

async function heldMove(
  m: TransferMove,
  move: { from: bigint; to: bigint; amount: bigint; direction: 'in' | 'out' },
): Promise<bigint> {
  const key = m.key ?? `transfer:${m.adapter.vendorCode}:${m.memberId}:${randomUUID()}`;
  const hold = await moneyTx(m.db, (tx) =>
    moveInTx(tx, {
      debitAccountId: move.from, creditAccountId: move.to, amountMinor: move.amount, currency: m.currency,
      code: 'WALLET_TRANSFER', idempotencyKey: `${key}:hold`, reference: m.adapter.vendorCode,
      metadata: { vendor: m.adapter.vendorCode, direction: move.direction },
    }, 'pending'),
  );
  const call = move.direction === 'in' ? m.adapter.deposit : m.adapter.withdraw;
  const outcome = call
    ? await call({ memberRef: toMemberRef(m.memberId), currency: m.currency, amountMinor: move.amount, transferId: key })
        .catch((error: unknown) => ({ ok: false as const, reason: String(error) }))
    : { ok: false as const, reason: 'not a transfer-mode vendor' };
  const action = outcome.ok ? 'post' : 'void';
  await moneyTx(m.db, (tx) => resolveInTx(tx, { holdId: hold.transfer.id, idempotencyKey: `${key}:${action}` }, action));
  if (!outcome.ok) throw new AppError('service_unavailable', { messageKey: 'error_vendor_unavailable' });
  return move.amount;
}
