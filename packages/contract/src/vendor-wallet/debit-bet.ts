import { z } from 'zod';
import {
  currencyCode,
  gameCode,
  memberRef,
  playerToken,
  positiveMinorUnits,
  signedRequestBase,
  vendorId,
  walletAnswer,
  walletTxValue,
} from './common';

/**
 * `POST {walletBase}/v1/debit` — vendor → platform: take a stake. Idempotent by `txId`.
 * Needs a token that has not expired. Refusals: INVALID_TOKEN, TOKEN_EXPIRED, ACCOUNT_LOCKED,
 * CURRENCY_MISMATCH, INSUFFICIENT_FUNDS (value `{ balanceMinor, currency }`),
 * BET_ALREADY_ROLLED_BACK (this txId was rolled back before it arrived), TRANSACTION_CONFLICT.
 */
export const debitBetRequest = signedRequestBase.extend({
  token: playerToken,
  memberRef,
  currency: currencyCode,
  txId: vendorId,
  /** The vendor's game round. Several debits may share a round (and, at a live table, several members). */
  roundId: vendorId,
  gameCode,
  amountMinor: positiveMinorUnits,
});
export type DebitBetRequest = z.infer<typeof debitBetRequest>;

export const debitBetResponse = walletAnswer(walletTxValue);

/** `value` of an INSUFFICIENT_FUNDS refusal. */
export const insufficientFundsValue = z.object({
  balanceMinor: z.string(),
  currency: currencyCode,
});
export type InsufficientFundsValue = z.infer<typeof insufficientFundsValue>;
