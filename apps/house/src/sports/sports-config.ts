/** The book's settings. Tests pass their own; the house runs DEFAULT_SPORTS_CONFIG. */
export interface SportsConfig {
  /** A round kicks off every intervalMs (a whole number of minutes); betting opens one interval ahead. */
  intervalMs: number;
  /** The house margin in basis points: each market's implied probabilities sum to 1 + margin. */
  marginBp: number;
  minStakeMinor: bigint;
  maxStakeMinor: bigint;
  /** A round found due later than this (no process ran) is void and refunded, not played. */
  missedGraceMs: number;
}

export const DEFAULT_SPORTS_CONFIG: SportsConfig = {
  intervalMs: 3 * 60_000,
  marginBp: 500,
  minStakeMinor: 100n,
  maxStakeMinor: 1_000_000n,
  missedGraceMs: 5 * 60_000,
};

/** The house's game code of the book (launch, session, platform rounds). */
export const SPORTS_GAME_CODE = 'fb-sports';
