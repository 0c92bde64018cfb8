import { z } from 'zod';
import {
  currencyCode,
  gameCode,
  memberRef,
  playerToken,
  signedRequestBase,
  vendorId,
  walletAnswer,
  walletTxValue,
} from './common';

/**
 * `POST {walletBase}/v1/rollback` — vendor → platform: cancel a debit whose outcome the vendor
 * does not know, or a bet of a round it voids. Returns the whole stake of `betTxId`.
 * Idempotent by `txId` (the rollback's own id). Accepted after the token expired.
 *
 * - Unknown `betTxId`: recorded as a tombstone and answered success (`tombstone: true`); a debit
 *   with that id arriving later is refused with BET_ALREADY_ROLLED_BACK.
 * - The bet was already credited: BET_ALREADY_SETTLED, nothing moves.
 * - The bet was already rolled back by another rollback txId: BET_ALREADY_ROLLED_BACK.
 */
export const rollbackBetRequest = signedRequestBase.extend({
  token: playerToken.optional(),
  memberRef,
  currency: currencyCode,
  txId: vendorId,
  betTxId: vendorId,
  roundId: vendorId,
  gameCode,
});
export type RollbackBetRequest = z.infer<typeof rollbackBetRequest>;

export const rollbackBetValue = walletTxValue.extend({
  /** True when the bet was unknown: nothing was refunded, the id is now barred. */
  tombstone: z.boolean(),
});
export type RollbackBetValue = z.infer<typeof rollbackBetValue>;

export const rollbackBetResponse = walletAnswer(rollbackBetValue);
