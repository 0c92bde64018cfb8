import { z } from 'zod';
import { currencyCode, gameCode, memberRef, merchantCode, playerToken, signedRequestBase, walletAnswer } from './common';

/**
 * `POST {vendorBase}/launch` — platform → vendor, signed with the same secret and headers as
 * the wallet calls. The vendor answers the URL the platform puts in the game iframe; the URL
 * carries a one-time launch token of the vendor's own (it is not the player token).
 * Refusals: INVALID_SIGNATURE, STALE_TIMESTAMP, INVALID_REQUEST, GAME_NOT_FOUND.
 * A transfer-wallet vendor is launched with `walletMode: 'transfer'` and the member's
 * `memberRef` instead of a token: the money is already at the vendor (transfer-wallet.ts).
 */
export const launchGameRequest = signedRequestBase
  .extend({
    /** The player token the vendor will authenticate with; required when `mode` is `real`. */
    token: playerToken.optional(),
    gameCode,
    mode: z.enum(['real', 'demo']),
    currency: currencyCode,
    /** Upper-case language code; the vendor falls back to EN for one it does not speak. */
    language: z.string().regex(/^[A-Za-z]{2,3}(_[A-Za-z]{2})?$/),
    device: z.enum(['WEB', 'MOBILE']).default('WEB'),
    /** Where the game's "lobby" button goes; http(s) only. */
    lobbyUrl: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Which page opens: the game itself (default), or for a lottery the vendor's lottery lobby
     * (every lottery with its next draw). Vendors without such a lobby open the game.
     */
    view: z.enum(['game', 'lobby']).optional(),
    /** Where the money of real play lives; absent means seamless (the vendor calls our wallet). */
    walletMode: z.enum(['seamless', 'transfer']).optional(),
    /** Transfer mode: whose balance at the vendor the game plays with; required for real play. */
    memberRef: memberRef.optional(),
    /** The platform's merchant the player belongs to: the house plays its lottery settings. */
    merchantCode: merchantCode.optional(),
  })
  .refine((r) => r.mode === 'demo' || (r.walletMode === 'transfer' ? r.memberRef !== undefined : r.token !== undefined), {
    path: ['token'],
    message: 'real play needs a token (seamless) or a memberRef (transfer)',
  });
export type LaunchGameRequest = z.input<typeof launchGameRequest>;

export const launchGameValue = z.object({
  gameUrl: z.url(),
  /** The launch token inside gameUrl is single-use and expires at this time (Unix ms). */
  expiresAt: z.number().int().positive(),
});
export type LaunchGameValue = z.infer<typeof launchGameValue>;

export const launchGameResponse = walletAnswer(launchGameValue);
