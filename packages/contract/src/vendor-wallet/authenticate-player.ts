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
 * `POST {walletBase}/v1/authenticate` — vendor → platform, when the game opens. Exchanges the
 * player token received at launch for who the player is and what they hold. Refused with
 * INVALID_TOKEN, TOKEN_EXPIRED or ACCOUNT_LOCKED.
 */
export const authenticatePlayerRequest = signedRequestBase.extend({ token: playerToken });
export type AuthenticatePlayerRequest = z.infer<typeof authenticatePlayerRequest>;

export const authenticatePlayerValue = z.object({
  memberRef,
  currency: currencyCode,
  balanceMinor: minorUnits,
  /** A name safe to show other players at a table (masked by the platform). */
  displayName: z.string().max(64),
  /** Upper-case language code the member uses on the platform (`EN`, `TW`, …). */
  language: z.string().regex(/^[A-Z]{2,3}$/),
  /** When the token stops being good for debits (Unix ms). */
  tokenExpiresAt: z.number().int().positive(),
});
export type AuthenticatePlayerValue = z.infer<typeof authenticatePlayerValue>;

export const authenticatePlayerResponse = walletAnswer(authenticatePlayerValue);
