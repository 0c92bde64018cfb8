import { z } from 'zod';

/**
 * Building blocks of the seamless wallet protocol (docs/vendor-wallet-api.md). A game vendor
 * calls the platform to authenticate a player and to move money; the platform calls the vendor
 * to launch a game. Every amount is an integer count of minor units (cents) written as a
 * decimal string ("1050" is 10.50), so that no side ever parses money through a float.
 */

/** Protocol version; part of every path (`/v1/...`). */
export const VENDOR_WALLET_VERSION = 'v1';

/** Non-negative integer minor units as text, at most 18 digits (fits a PostgreSQL bigint). */
export const minorUnits = z
  .string()
  .regex(/^(0|[1-9]\d{0,17})$/, 'must be integer minor units as a string, e.g. "1050"');

/** Strictly positive minor units (a bet cannot be zero). */
export const positiveMinorUnits = minorUnits.refine((v) => v !== '0', 'must be greater than 0');

/** Vendor codes are upper-case: `HOUSE`, `JL`, `PG`. */
export const vendorCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);

/** Transaction, request and round ids chosen by the vendor: 1–64 safe characters. */
export const vendorId = z.string().regex(/^[A-Za-z0-9._:-]{1,64}$/);

export const gameCode = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** ISO 4217 upper-case code. */
export const currencyCode = z.string().regex(/^[A-Z]{3}$/);

/** The platform's opaque player session token handed to the vendor at launch. */
export const playerToken = z.string().min(8).max(512);

/** The platform's merchant (operator) code, as the `Merchant` header names it. */
export const merchantCode = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

/** The platform's stable, opaque reference of a member (never the login name). */
export const memberRef = z.string().min(1).max(64);

/**
 * Fields every signed request carries. `timestamp` is Unix time in milliseconds and must equal
 * the `X-Timestamp` header; `requestId` is unique per HTTP attempt (for logs), unlike `txId`,
 * which stays the same across retries of one money movement.
 */
export const signedRequestBase = z.object({
  vendorCode,
  requestId: vendorId,
  timestamp: z.number().int().positive(),
});

/** What debit, credit and rollback answer on success (and on an idempotent replay). */
export const walletTxValue = z.object({
  txId: vendorId,
  /** The platform's own id of the movement; equal on a replay. */
  platformTxId: z.string().min(1).max(64),
  memberRef,
  currency: currencyCode,
  /** The member's balance now (not at the time of the first answer). */
  balanceMinor: minorUnits,
  /** True when this answer repeats an earlier one for the same txId: nothing moved now. */
  replayed: z.boolean(),
});
export type WalletTxValue = z.infer<typeof walletTxValue>;

/** The envelope every answer of the protocol uses, in both directions. */
export function walletAnswer<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    value,
    errorCode: z.string().optional(),
  });
}
