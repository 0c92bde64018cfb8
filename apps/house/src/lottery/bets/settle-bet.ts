/**
 * Settling one bet on a result: count the hits of its selection, then pay
 * floor(stake × win × hits / per) minor units (rounding always down, by less than one minor
 * unit). Pure: the same code settles in the house and explains a result in the browser.
 * Settling many bets on one draw reads the result once (`resultFacts`).
 */
import type { FastBetType, LotteryFamily } from '@wl/contract/lottery/bet-types';
import { DAU_TIER, findGame } from '../games/lottery-games';
import { endings, specialNumber, tierNumbers, type DrawResult } from '../draw/draw-result';
import type { BetSelection } from './bet-selection';
import type { Odds } from './rtp';

export interface SettleableBet extends BetSelection {
  stakeMinor: bigint;
  /** The odds when the bet was placed (a later change of the table does not touch it). */
  odds: Odds;
}

/** What settlement needs from a result, counted once per draw. */
export interface ResultFacts {
  family: LotteryFamily;
  special: string;
  /** How often each 2-digit (3-digit) ending occurs among the prizes long enough to have it. */
  lo2: Map<string, number>;
  lo3: Map<string, number>;
  /** How often each number occurs in the "đầu" prize (G7 North, G8 Central/South). */
  dau: Map<string, number>;
}

function tally(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

export function resultFacts(result: DrawResult): ResultFacts {
  const game = findGame(result.gameCode);
  if (!game) throw new Error(`unknown lottery game ${result.gameCode}`);
  const dauTier = DAU_TIER[game.family];
  return {
    family: game.family,
    special: specialNumber(result),
    lo2: tally(endings(result, 2)),
    lo3: tally(endings(result, 3)),
    dau: tally(dauTier ? tierNumbers(result, dauTier) : []),
  };
}

/** How many times the selection wins on this result (0 = lost). */
export function countHits(selection: BetSelection, result: DrawResult | ResultFacts): number {
  const facts = 'prizes' in result ? resultFacts(result) : result;
  const { special } = facts;
  const [pick = ''] = selection.numbers;
  switch (selection.betType) {
    case 'lo2':
      return facts.lo2.get(pick) ?? 0;
    case 'lo3':
      return facts.lo3.get(pick) ?? 0;
    case 'de':
      return special.slice(-2) === pick ? 1 : 0;
    case 'de_dau':
      return facts.dau.get(pick) ?? 0;
    case 'de_dau_duoi':
      return (facts.dau.get(pick) ?? 0) + (special.slice(-2) === pick ? 1 : 0);
    case 'ba_cang':
      return special.slice(-3) === pick ? 1 : 0;
    case 'd4':
      return special.slice(-4) === pick ? 1 : 0;
    case 'xien2':
    case 'xien3':
    case 'xien4':
      return selection.numbers.every((n) => facts.lo2.has(n)) ? 1 : 0;
    case 'sum_big_small':
    case 'sum_odd_even':
    case 'pos_big_small':
    case 'pos_odd_even':
    case 'pos_digit':
      return fastHits(selection.betType, selection, special);
    default: {
      const unreachable: never = selection.betType;
      throw new Error(`unknown bet type ${String(unreachable)}`);
    }
  }
}

function fastHits(betType: FastBetType, selection: BetSelection, digits: string): number {
  const [pick] = selection.numbers;
  const values = Array.from(digits, Number);
  const sum = values.reduce((a, b) => a + b, 0);
  const digit = values[(selection.position ?? 0) - 1];
  switch (betType) {
    case 'sum_big_small':
      return (sum >= 23 ? 'big' : 'small') === pick ? 1 : 0;
    case 'sum_odd_even':
      return (sum % 2 === 1 ? 'odd' : 'even') === pick ? 1 : 0;
    case 'pos_big_small':
      return digit !== undefined && (digit >= 5 ? 'big' : 'small') === pick ? 1 : 0;
    case 'pos_odd_even':
      return digit !== undefined && (digit % 2 === 1 ? 'odd' : 'even') === pick ? 1 : 0;
    case 'pos_digit':
      return digit !== undefined && String(digit) === pick ? 1 : 0;
    default: {
      const unreachable: never = betType;
      throw new Error(`${String(unreachable)} is not a fast 5D bet`);
    }
  }
}

/** The payout in minor units (0n when the bet lost). */
export function settleBet(bet: SettleableBet, result: DrawResult | ResultFacts): bigint {
  const hits = BigInt(countHits(bet, result));
  return (bet.stakeMinor * bet.odds.win * hits) / bet.odds.per;
}
