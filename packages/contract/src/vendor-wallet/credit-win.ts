import { z } from 'zod';
import {
  currencyCode,
  gameCode,
  memberRef,
  minorUnits,
  playerToken,
  signedRequestBase,
  vendorId,
  walletAnswer,
  walletTxValue,
} from './common';
import { freeSpinRef } from './house-free-spins';

/**
 * `POST {walletBase}/v1/credit` — vendor → platform: pay a win (or close a lost bet with
 * `amountMinor: "0"`). Idempotent by `txId`. Accepted after the token expired (the token is
 * optional). When `betTxId` is given it must name a debit of the same member
 * (else BET_NOT_FOUND) that was not rolled back (else BET_ALREADY_ROLLED_BACK); without it the
 * round must hold a debit of the member. After a credit the bet can no longer be rolled back.
 * A free spin granted by the platform (house-free-spins.ts) is a credit with no debit: it names
 * `freeSpin` instead of `betTxId`, and its txId must be `freeSpinTxId(grantRef, spinNo)`.
 */
export const creditWinRequest = signedRequestBase.extend({
  token: playerToken.optional(),
  memberRef,
  currency: currencyCode,
  txId: vendorId,
  roundId: vendorId,
  gameCode,
  betTxId: vendorId.optional(),
  freeSpin: freeSpinRef.optional(),
  amountMinor: minorUnits,
  /** True when no more movements will follow for this member in this round. */
  roundClosed: z.boolean().default(true),
});
export type CreditWinRequest = z.input<typeof creditWinRequest>;

export const creditWinResponse = walletAnswer(walletTxValue);
