/**
 * Exact return to player of every bet type, computed from the payout table and the prize
 * layout — no simulation, no float:
 *
 *   RTP = (win / per) × E[hits]
 *
 * where a bet pays `win` for every `per` staked for each hit, and E[hits] is exact because
 * every prize is an independent uniform draw of its digits, so the last d digits of a prize
 * with at least d digits are uniform over 10^d values and independent of the other prizes:
 *  - lô 2 / lô 3: hits = occurrences among the n endings → E = n / 10^d (linearity);
 *  - đề, đầu, đầu-đuôi, 3 càng, 4D: the same, over the one or few numbers concerned;
 *  - xiên k (k different numbers, all must appear among n endings), by inclusion–exclusion:
 *      P = Σ_{j=0..k} (−1)^j C(k, j) (100 − j)^n / 100^n;
 *  - fast 5D: counts over the 10^5 outcomes (sum distribution by convolution).
 * Where the probability depends on the pick (big or small, …) the RTP of the bet type is the
 * highest over the picks, so a table that passes validation is safe whatever players choose.
 */
import type { BetType, LotteryFamily } from '@wl/contract/lottery/bet-types';
import { DAU_TIER, PRIZE_LAYOUTS } from '../games/lottery-games';
import { compare, mul, ratio, type Ratio } from './ratio';
import { XIEN_SIZE } from './bet-selection';

export interface Odds {
  /** Paid for every `per` staked, per hit; the stake is not returned on top. */
  win: bigint;
  per: bigint;
}

/** Number of prizes with at least `width` digits: where a `width`-digit ending can appear. */
export function endingCount(family: LotteryFamily, width: number): number {
  return PRIZE_LAYOUTS[family].filter((r) => r.digits >= width).reduce((n, r) => n + r.count, 0);
}

function dauCount(family: LotteryFamily): number {
  const tier = DAU_TIER[family];
  return PRIZE_LAYOUTS[family].find((r) => r.tier === tier)?.count ?? 0;
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** P(k given different values all appear among n independent uniform draws over `alphabet`). */
export function allAppearProbability(k: number, n: number, alphabet = 100): Ratio {
  let sum = 0n;
  for (let j = 0; j <= k; j++) {
    const term = binomial(k, j) * BigInt(alphabet - j) ** BigInt(n);
    sum += j % 2 === 0 ? term : -term;
  }
  return ratio(sum, BigInt(alphabet) ** BigInt(n));
}

/** How many of the 10^positions digit tuples have each digit sum (index = sum). */
export function digitSumCounts(positions: number): bigint[] {
  let counts = [1n];
  for (let p = 0; p < positions; p++) {
    const next = new Array<bigint>(counts.length + 9).fill(0n);
    counts.forEach((c, sum) => {
      for (let d = 0; d <= 9; d++) next[sum + d] = next[sum + d]! + c;
    });
    counts = next;
  }
  return counts;
}

function sumProbability(test: (sum: number) => boolean): Ratio {
  const counts = digitSumCounts(5);
  const hits = counts.reduce((acc, c, sum) => (test(sum) ? acc + c : acc), 0n);
  return ratio(hits, 10n ** 5n);
}

/** E[hits] of the bet type for each pick a player can make (one entry when picks are alike). */
export function hitExpectations(betType: BetType, family: LotteryFamily): Ratio[] {
  const n2 = endingCount(family, 2);
  switch (betType) {
    case 'lo2':
      return [ratio(n2, 100)];
    case 'lo3':
      return [ratio(endingCount(family, 3), 1000)];
    case 'de':
      return [ratio(1, 100)];
    case 'de_dau':
      return [ratio(dauCount(family), 100)];
    case 'de_dau_duoi':
      return [ratio(dauCount(family) + 1, 100)];
    case 'ba_cang':
      return [ratio(1, 1000)];
    case 'd4':
      return [ratio(1, 10_000)];
    case 'xien2':
    case 'xien3':
    case 'xien4':
      return [allAppearProbability(XIEN_SIZE[betType]!, n2)];
    case 'sum_big_small':
      return [sumProbability((s) => s >= 23), sumProbability((s) => s <= 22)];
    case 'sum_odd_even':
      return [sumProbability((s) => s % 2 === 1), sumProbability((s) => s % 2 === 0)];
    case 'pos_big_small':
    case 'pos_odd_even':
      return [ratio(5, 10)];
    case 'pos_digit':
      return [ratio(1, 10)];
    default: {
      const unreachable: never = betType;
      throw new Error(`no probability for ${String(unreachable)}`);
    }
  }
}

/** The exact RTP of one bet type under these odds (the highest over picks). */
export function rtpOfOdds(betType: BetType, family: LotteryFamily, odds: Odds): Ratio {
  const payout = ratio(odds.win, odds.per);
  return hitExpectations(betType, family)
    .map((e) => mul(payout, e))
    .reduce((best, r) => (compare(r, best) > 0 ? r : best));
}
