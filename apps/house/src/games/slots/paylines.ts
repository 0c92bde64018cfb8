/** Paylines of a 5×3 window, as the row (0 = top) on each reel; the first ten are the 10-line set. */
export const PAYLINES_20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 0, 2, 0],
];

export const PAYLINES_10 = PAYLINES_20.slice(0, 10);

/** Bets per line a player can choose, minor units (0.01 … 10.00). */
export const BET_PER_LINE_MINOR: readonly bigint[] = [1n, 2n, 5n, 10n, 20n, 50n, 100n, 200n, 500n, 1000n];
