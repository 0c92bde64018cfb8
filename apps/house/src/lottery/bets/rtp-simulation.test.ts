/**
 * Simulation check of the lô / đầu / xiên RTPs on the full 27- and 18-prize layouts, where
 * listing outcomes is impossible (see rtp.test.ts for the exact checks). 40,000 random results
 * per layout; the tolerance is 5 standard errors of the observed mean, so an honest engine fails
 * about once in 1.7 million runs while a wrong prize count (e.g. 26 instead of 27) fails always.
 */
import { describe, expect, it } from 'vitest';
import type { BetType } from '@wl/contract/lottery/bet-types';
import { DEFAULT_PAYOUTS, rtpOf, type PayoutConfig } from './payout-config';
import { toNumber } from './ratio';
import { resultFacts, settleBet } from './settle-bet';
import { randomResults } from '../test-support/results';

const RUNS = 40_000;

function simulate(config: PayoutConfig, gameCode: string, bets: [BetType, string[]][]) {
  const results = randomResults(gameCode, RUNS).map(resultFacts);
  return bets.map(([betType, numbers]) => {
    const odds = config.odds[betType]!;
    const stakeMinor = odds.per * 1000n;
    let sum = 0;
    let sumSquares = 0;
    for (const result of results) {
      const paid = settleBet({ betType, numbers, position: null, stakeMinor, odds }, result);
      const unitReturn = Number(paid) / Number(stakeMinor);
      sum += unitReturn;
      sumSquares += unitReturn * unitReturn;
    }
    const mean = sum / RUNS;
    const standardError = Math.sqrt((sumSquares / RUNS - mean * mean) / RUNS);
    return { betType, mean, standardError, exact: toNumber(rtpOf(betType, config).ratio) };
  });
}

const BETS: [BetType, string[]][] = [
  ['lo2', ['07']],
  ['lo3', ['123']],
  ['de_dau', ['42']],
  ['de_dau_duoi', ['42']],
  ['xien2', ['07', '42']],
  ['xien3', ['07', '42', '99']],
  ['xien4', ['07', '42', '99', '00']],
];

describe('RTP by simulation on the full layouts', () => {
  for (const [family, gameCode] of [
    ['vn-north', 'VN_MB'],
    ['vn-provincial', 'VN_MN_HCM'],
  ] as const) {
    it(`matches the exact RTP of lô, đầu and xiên within 5 standard errors (${family})`, () => {
      for (const row of simulate(DEFAULT_PAYOUTS[family], gameCode, BETS)) {
        const gap = Math.abs(row.mean - row.exact);
        expect(gap, `${row.betType}: ${row.mean} vs ${row.exact}`).toBeLessThan(
          5 * row.standardError,
        );
      }
    });
  }
});
