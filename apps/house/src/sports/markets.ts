/**
 * The markets a match offers: 1X2 (full-time result) and Over/Under 2.5 total goals. Decimal
 * odds are stored as integer thousandths (2.150 → 2150); a win pays floor(stake × odds / 1000),
 * stake included, like every decimal-odds book.
 */
import type { MarketProbabilities } from './match-model';

export const MARKETS = {
  '1X2': ['home', 'draw', 'away'],
  OU25: ['over', 'under'],
} as const;

export type Market = keyof typeof MARKETS;
export type Selection = (typeof MARKETS)[Market][number];
export type MatchOdds = Record<Selection, bigint>;

export function isMarket(value: string): value is Market {
  return Object.hasOwn(MARKETS, value);
}

export function offersSelection(market: Market, selection: string): selection is Selection {
  return (MARKETS[market] as readonly string[]).includes(selection);
}

/**
 * Odds with the house margin: the implied probabilities of a market sum to 1 + margin, so each
 * selection is priced 1 / (p · (1 + margin)). Rounded DOWN to the thousandth, so rounding can
 * only add to the margin, never give it away.
 */
export function oddsOf(probabilities: MarketProbabilities, marginBp: number): MatchOdds {
  const factor = 1 + marginBp / 10_000;
  const price = (p: number) => BigInt(Math.floor(1000 / (p * factor)));
  return {
    home: price(probabilities.home), draw: price(probabilities.draw), away: price(probabilities.away),
    over: price(probabilities.over), under: price(probabilities.under),
  };
}

export interface Score {
  home: number;
  away: number;
}

export function selectionWins(market: Market, selection: Selection, score: Score): boolean {
  if (market === 'OU25') return selection === (score.home + score.away > 2 ? 'over' : 'under');
  const result = score.home > score.away ? 'home' : score.home === score.away ? 'draw' : 'away';
  return selection === result;
}

export function payoutOf(stakeMinor: bigint, oddsMilli: bigint): bigint {
  return (stakeMinor * oddsMilli) / 1000n;
}
