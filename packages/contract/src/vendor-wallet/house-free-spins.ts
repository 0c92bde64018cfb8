import { z } from 'zod';
import {
  currencyCode,
  gameCode,
  memberRef,
  positiveMinorUnits,
  signedRequestBase,
  vendorId,
} from './common';

/**
 * Free spins at the house (docs/vendor-wallet-api.md section 12): the platform, signed as the
 * house's seamless vendor code, grants a member N free spins of one house slot at a fixed bet
 * per spin (`POST {vendorBase}/free-spins/grant`). The grant is idempotent by `grantRef` (the
 * platform's order): the same call again answers the same grant with `replayed: true`; the same
 * ref with other terms is GRANT_CONFLICT. The house refuses a game that is not one of its slots
 * (GAME_NOT_FOUND) or a bet its slot cannot play (BAD_BET) and changes nothing.
 *
 * Each free spin the member then plays is credited with no debit: a credit whose `freeSpin`
 * names the grant and the spin's number, with txId `freeSpinTxId(grantRef, spinNo)`.
 */
export const HOUSE_FREE_SPIN_PATHS = { grant: 'free-spins/grant' } as const;

/** Most spins one grant may carry. */
export const MAX_FREE_SPINS = 1000;

export const houseFreeSpinGrantRequest = signedRequestBase.extend({
  grantRef: vendorId,
  memberRef,
  currency: currencyCode,
  gameCode,
  spins: z.number().int().min(1).max(MAX_FREE_SPINS),
  /** The whole bet of one spin (all lines), in minor units. */
  betMinor: positiveMinorUnits,
});
export type HouseFreeSpinGrantRequest = z.input<typeof houseFreeSpinGrantRequest>;

export const houseFreeSpinGrantValue = z.object({
  grantRef: vendorId,
  spins: z.number().int(),
  spinsLeft: z.number().int(),
  replayed: z.boolean(),
});
export type HouseFreeSpinGrantValue = z.infer<typeof houseFreeSpinGrantValue>;

/** What a free spin's credit carries instead of `betTxId`. */
export const freeSpinRef = z.object({
  grantRef: vendorId,
  spinNo: z.number().int().min(1).max(MAX_FREE_SPINS),
});
export type FreeSpinRef = z.infer<typeof freeSpinRef>;

/** The one transaction id a free spin's credit may have: each spin is paid at most once. */
export function freeSpinTxId(grantRef: string, spinNo: number): string {
  return `fs.${grantRef}.${spinNo}`;
}
