import { z } from 'zod';
import {
  currencyCode,
  memberRef,
  minorUnits,
  playerToken,
  signedRequestBase,
  walletAnswer,
} from './common';

/**
 * `POST {walletBase}/v1/balance` — vendor → platform. Read-only, so an expired (but genuine)
 * token is accepted; an unknown token or one of another member is INVALID_TOKEN.
 */
export const getBalanceRequest = signedRequestBase.extend({
  token: playerToken,
  memberRef,
  currency: currencyCode,
});
export type GetBalanceRequest = z.infer<typeof getBalanceRequest>;

export const getBalanceValue = z.object({
  memberRef,
  currency: currencyCode,
  balanceMinor: minorUnits,
});
export type GetBalanceValue = z.infer<typeof getBalanceValue>;

export const getBalanceResponse = walletAnswer(getBalanceValue);
