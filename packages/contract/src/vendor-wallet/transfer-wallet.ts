import { z } from 'zod';
import { currencyCode, memberRef, minorUnits, positiveMinorUnits, signedRequestBase, walletAnswer } from './common';

/**
 * The transfer-wallet side of a vendor (docs/vendor-wallet-api.md, "Transfer wallet"): the
 * platform moves a member's money into the vendor (`POST {vendorBase}/transfer/deposit`), back
 * out (`/transfer/withdraw`) and asks what is there (`/transfer/balance`). Signed like every
 * call of the protocol. `transferId` is the platform's idempotency key: a repeat answers the
 * first result (`replayed: true`), the same id with another body is TRANSACTION_CONFLICT.
 * Refusals: INVALID_SIGNATURE, STALE_TIMESTAMP, INVALID_REQUEST, INSUFFICIENT_FUNDS (withdraw),
 * TRANSACTION_CONFLICT.
 */
export const TRANSFER_PATHS = {
  deposit: 'transfer/deposit',
  withdraw: 'transfer/withdraw',
  balance: 'transfer/balance',
} as const;

/** The platform's transfer ids: 1–128 safe characters (it uses `transfer:<vendor>:<member>:<uuid>`). */
export const transferId = z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/);

export const transferRequest = signedRequestBase.extend({
  transferId,
  memberRef,
  currency: currencyCode,
  amountMinor: positiveMinorUnits,
});
export type TransferRequest = z.input<typeof transferRequest>;

export const transferValue = z.object({
  transferId,
  memberRef,
  currency: currencyCode,
  amountMinor: minorUnits,
  /** What the member holds at the vendor after this transfer (at the time of the first answer). */
  balanceMinor: minorUnits,
  /** True when this answers a repeat of an earlier transfer id: nothing moved now. */
  replayed: z.boolean(),
});
export type TransferValue = z.infer<typeof transferValue>;

export const transferBalanceRequest = signedRequestBase.extend({ memberRef, currency: currencyCode });

export const transferBalanceValue = z.object({ memberRef, currency: currencyCode, balanceMinor: minorUnits });
export type TransferBalanceValue = z.infer<typeof transferBalanceValue>;

/** INSUFFICIENT_FUNDS carries what the member holds, like the seamless wallet's refusal. */
export const insufficientFundsValue = z.object({ balanceMinor: minorUnits, currency: currencyCode });

export const transferResponse = walletAnswer(transferValue);
export const transferBalanceResponse = walletAnswer(transferBalanceValue);
