import type { TransferCode } from '@wl/contract/ledger/transfer-codes';

/** Accounts a member (or agent) owns. */
export type MemberAccountKind = 'main' | 'vendor' | 'bonus' | 'points';

/** The merchant's own accounts, one per kind, currency and money universe; may go negative. */
export type SystemAccountKind =
  | 'house'
  | 'cash_in_clearing'
  | 'cash_out_clearing'
  | 'commission_expense'
  | 'promotions'
  | 'demo_source';

export type AccountKind = MemberAccountKind | SystemAccountKind;

export type TransferKind = 'posted' | 'pending' | 'post_pending' | 'void_pending';

export interface Account {
  id: bigint;
  merchantId: bigint;
  kind: AccountKind;
  memberId: bigint | null;
  vendorCode: string | null;
  currency: string;
  playMoney: boolean;
  balanceMinor: bigint;
  pendingDebitMinor: bigint;
  pendingCreditMinor: bigint;
}

export interface TransferRecord {
  id: bigint;
  kind: TransferKind;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amountMinor: bigint;
  currency: string;
  playMoney: boolean;
  code: TransferCode;
  reference: string;
  idempotencyKey: string;
  pendingId: bigint | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

/** A member account's balance as of the answer; available = balance − held. */
export interface AccountBalance {
  accountId: bigint;
  memberId: bigint;
  kind: MemberAccountKind;
  vendorCode: string | null;
  currency: string;
  playMoney: boolean;
  balanceMinor: bigint;
  heldMinor: bigint;
  availableMinor: bigint;
}

/** A posted or pending transfer between two accounts. */
export interface MoveCommand {
  debitAccountId: bigint;
  creditAccountId: bigint;
  amountMinor: bigint;
  /** Must match both accounts; a safety net against wiring the wrong wallet. */
  currency: string;
  code: TransferCode;
  /** Unique across the ledger: callers namespace it (`deposit:42`, `vendor:PG:tx-9`). */
  idempotencyKey: string;
  reference?: string;
  /** JSON-safe values only (no bigint): ids and amounts as strings. */
  metadata?: Record<string, unknown>;
}

/** Resolves a hold: post (all or part of it) or void. */
export interface ResolveCommand {
  holdId: bigint;
  idempotencyKey: string;
  /** For a post: at most the held amount (default all of it); the rest is released. */
  amountMinor?: bigint;
  /** Defaults to the hold's code. */
  code?: TransferCode;
  reference?: string;
  metadata?: Record<string, unknown>;
}

export interface LedgerResult {
  transfer: TransferRecord;
  /** True when the idempotency key was seen before with the same request: nothing moved now. */
  replayed: boolean;
  /**
   * Balances now of the member accounts the transfer touches (locked, so exact). System
   * accounts are not locked by callers and are not reported.
   */
  balances: AccountBalance[];
}
