/**
 * The vocabulary of the house lottery: game families, bet types and the statuses of draws and
 * bets. Shared by the house vendor (engine, pages) and the platform (lobby, bet records).
 */

/** A family shares a prize layout, and so the bet types and their probabilities. */
export const LOTTERY_FAMILIES = ['vn-north', 'vn-provincial', 'fast-5d'] as const;
export type LotteryFamily = (typeof LOTTERY_FAMILIES)[number];

/**
 * Vietnamese bet types (house conventions, see apps/house/src/lottery/README.md):
 * lo2 / lo3 — a 2- or 3-digit ending among all prizes, paid per occurrence;
 * de — the special prize's last two ("đề", also the "đuôi");
 * de_dau — the "đầu" prize: G7's four numbers in the North, G8 in Central/South;
 * de_dau_duoi — the "đầu" numbers and the special's last two together;
 * ba_cang — the special's last three; d4 — the special's last four;
 * xien2/3/4 — 2, 3 or 4 different 2-digit numbers that must all appear as lô.
 */
export const VN_BET_TYPES = [
  'lo2',
  'lo3',
  'de',
  'de_dau',
  'de_dau_duoi',
  'ba_cang',
  'd4',
  'xien2',
  'xien3',
  'xien4',
] as const;

/**
 * Fast 5D bet types: on the sum of the five digits (big 23–45 / small 0–22, odd / even) or on
 * one position 1–5 (big 5–9 / small 0–4, odd / even, or the exact digit).
 */
export const FAST_BET_TYPES = [
  'sum_big_small',
  'sum_odd_even',
  'pos_big_small',
  'pos_odd_even',
  'pos_digit',
] as const;

export const BET_TYPES = [...VN_BET_TYPES, ...FAST_BET_TYPES] as const;
export type VnBetType = (typeof VN_BET_TYPES)[number];
export type FastBetType = (typeof FAST_BET_TYPES)[number];
export type BetType = (typeof BET_TYPES)[number];

export function isBetType(value: string): value is BetType {
  return (BET_TYPES as readonly string[]).includes(value);
}

/** The words a fast bet picks instead of digits. */
export const FAST_PICKS = ['big', 'small', 'odd', 'even'] as const;
export type FastPick = (typeof FAST_PICKS)[number];

/**
 * scheduled: created with its commitment, betting not yet open; open: taking bets;
 * locked: betting closed, waiting for the draw; drawn: result and seed published;
 * settled: every bet settled; void: not drawn in time, bets refunded, seed still revealed.
 */
export const DRAW_STATUSES = ['scheduled', 'open', 'locked', 'drawn', 'settled', 'void'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

/**
 * pending: recorded, stake debit not yet confirmed by the wallet; placed: stake taken;
 * won / lost: settled; void: refunded (or never debited).
 */
export const BET_STATUSES = ['pending', 'placed', 'won', 'lost', 'void'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
