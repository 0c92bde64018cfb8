import { z } from 'zod';
import { gameCode, minorUnits, walletAnswer } from './common';

/**
 * `GET {vendorBase}/games` — what a vendor offers, for the platform's catalogue. Unsigned and
 * public: nothing in it is secret. Bet limits are minor units of any 2-decimal currency.
 */
export const vendorGame = z.object({
  gameCode,
  /** The lobby the game belongs in. */
  gameType: z.enum(['RNG', 'LIVE']),
  /** Sub-type: SM slot, TG table, AC arcade (provably fair), BAC baccarat. */
  classify: z.enum(['SM', 'TG', 'AC', 'BAC']),
  names: z.object({ EN: z.string(), TW: z.string() }),
  minBetMinor: minorUnits,
  maxBetMinor: minorUnits,
  lines: z.number().int().min(0),
  /** Theoretical return to player in percent, e.g. "96.12". */
  rtpPercent: z.string(),
  /** Path of the game's artwork (SVG) on the vendor's host. */
  iconPath: z.string(),
});
export type VendorGame = z.infer<typeof vendorGame>;

export const listGamesValue = z.object({ games: z.array(vendorGame) });
export const listGamesResponse = walletAnswer(listGamesValue);
