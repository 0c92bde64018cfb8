import type { Sql } from '../../db/db';
import { sumHouseAccounts, upsertSystemAccount } from './account-store';
import type { Account } from './ledger-types';

/**
 * The house account of a merchant is split into sub-accounts (ADR 0011) so that concurrent
 * bets do not queue on one row lock: sub-account 0 is the house account `systemAccount` gives
 * (operator adjustments use it), 1..63 open on first use. The house's balance is their sum.
 * Each is a system account, so each may go negative exactly as the single house account could.
 */
export const HOUSE_SUB_ACCOUNTS = 64;

/**
 * Which sub-account a movement uses, from a key that every movement of the same bet shares
 * (the seamless wallet uses member and round), so a stake and its win or refund meet on one
 * row. FNV-1a: stable across processes and releases, cheap, and spread enough for this.
 */
export function houseSubAccountFor(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % HOUSE_SUB_ACCOUNTS;
}

/** One sub-account of the merchant's house account, opened unless it exists. */
export async function houseSubAccount(options: {
  sql: Sql;
  merchantId: bigint;
  currency: string;
  subAccount: number;
  playMoney?: boolean;
}): Promise<Account> {
  if (
    !Number.isInteger(options.subAccount) ||
    options.subAccount < 0 ||
    options.subAccount >= HOUSE_SUB_ACCOUNTS
  ) {
    throw new RangeError(
      `house sub-account ${options.subAccount} is outside 0..${HOUSE_SUB_ACCOUNTS - 1}`,
    );
  }
  return upsertSystemAccount(options.sql, {
    merchantId: options.merchantId,
    kind: 'house',
    currency: options.currency,
    playMoney: options.playMoney ?? false,
    subAccount: options.subAccount,
  });
}

/**
 * The house's balance in a currency: the sum over its sub-accounts (and their holds). Every
 * reader of "the house balance" uses this, never one row.
 */
export async function houseBalance(options: {
  sql: Sql;
  merchantId: bigint;
  currency: string;
  playMoney?: boolean;
}) {
  return sumHouseAccounts(options.sql, {
    merchantId: options.merchantId,
    currency: options.currency,
    playMoney: options.playMoney ?? false,
  });
}
