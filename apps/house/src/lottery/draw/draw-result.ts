/**
 * A draw's result: the numbers of each prize tier, in the layout's order. Pure and browser-safe.
 */
import type { PrizeTier } from '../games/lottery-games';

export interface DrawResult {
  gameCode: string;
  numero: string;
  prizes: { tier: PrizeTier; numbers: string[] }[];
}

/** Every number of the result in layout order: the lobby's `winNo[]`. */
export function winNumbers(result: DrawResult): string[] {
  return result.prizes.flatMap((p) => p.numbers);
}

export function tierNumbers(result: DrawResult, tier: PrizeTier): string[] {
  return result.prizes.find((p) => p.tier === tier)?.numbers ?? [];
}

/** The special prize (or the 5D number); every layout has exactly one. */
export function specialNumber(result: DrawResult): string {
  const number = tierNumbers(result, 'special')[0] ?? tierNumbers(result, 'main')[0];
  if (number === undefined)
    throw new Error(`result ${result.gameCode} ${result.numero} has no special`);
  return number;
}

/** Last `width` digits of every number that has at least `width` digits (lô endings). */
export function endings(result: DrawResult, width: number): string[] {
  return winNumbers(result)
    .filter((n) => n.length >= width)
    .map((n) => n.slice(-width));
}

/** A fixed JSON text for a result (key order and tiers as given), used to compare results. */
export function canonicalResult(result: DrawResult): string {
  return JSON.stringify({
    gameCode: result.gameCode,
    numero: result.numero,
    prizes: result.prizes.map((p) => ({ tier: p.tier, numbers: [...p.numbers] })),
  });
}
