/**
 * The RTPs computed from the payout tables, checked against brute force with the real
 * settlement code. Where every outcome can be listed (đề over 100 endings, 3 càng over 1,000,
 * 4D over 10,000, every fast 5D bet over the 100,000 results) the check is exhaustive. Lô and
 * xiên depend on 18–27 prizes (100^27 outcomes), so they are checked three ways: exhaustively on
 * reduced layouts (few prizes), by an exact second method on the full layout (a Markov chain for
 * xiên; for lô, the identity that the 100 picks together hit exactly n times), and by simulation
 * (rtp-simulation.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { BetType } from '@wl/contract/lottery/bet-types';
import { DEFAULT_PAYOUTS, rtpOf } from './payout-config';
import { add, mul, ratio, type Ratio } from './ratio';
import { allAppearProbability, digitSumCounts, hitExpectations } from './rtp';
import { resultFacts, settleBet, type ResultFacts, type SettleableBet } from './settle-bet';
import type { DrawResult } from '../draw/draw-result';
import { randomResults, resultWith } from '../test-support/results';

const NORTH = DEFAULT_PAYOUTS['vn-north'];
const SOUTH = DEFAULT_PAYOUTS['vn-provincial'];
const FAST = DEFAULT_PAYOUTS['fast-5d'];
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function betOf(
  config: typeof NORTH,
  betType: BetType,
  numbers: string[],
  position: number | null = null,
): SettleableBet {
  const odds = config.odds[betType]!;
  // A stake that is a multiple of `per`, so no payout is rounded and the mean is exact.
  return { betType, numbers, position, odds, stakeMinor: odds.per * 1000n };
}

/** Mean payout per unit staked over equally likely outcomes. */
function meanReturn(bet: SettleableBet, outcomes: Iterable<DrawResult | ResultFacts>): Ratio {
  let paid = 0n;
  let count = 0n;
  for (const result of outcomes) {
    paid += settleBet(bet, result);
    count++;
  }
  return ratio(paid, bet.stakeMinor * count);
}

function* specialEndings(gameCode: string, prefix: string, width: number) {
  for (let v = 0; v < 10 ** width; v++) {
    yield resultWith(gameCode, { special: [prefix + pad(v, width)] });
  }
}

/**
 * Exact mean over `alphabet`^positions equally likely tuples, listing only equivalence classes:
 * each position holds one of the picks or "any other value" (weight alphabet − picks). Exact
 * because settlement only asks whether a number equals a pick.
 */
function classMean(
  bet: SettleableBet,
  positions: number,
  picks: string[],
  other: string,
  build: (values: string[]) => DrawResult,
  alphabet = 100n,
): Ratio {
  const choices = [...picks, other];
  const otherWeight = alphabet - BigInt(picks.length);
  let paid = 0n;
  const total = choices.length ** positions;
  for (let code = 0; code < total; code++) {
    const values: string[] = [];
    let weight = 1n;
    for (let p = 0, c = code; p < positions; p++, c = Math.floor(c / choices.length)) {
      const choice = choices[c % choices.length]!;
      values.push(choice);
      if (choice === other) weight *= otherWeight;
    }
    paid += weight * settleBet(bet, build(values));
  }
  return ratio(paid, bet.stakeMinor * alphabet ** BigInt(positions));
}

/** A reduced "North" result: the special ends in values[0]; the other values are 2-digit prizes. */
const reduced = (values: string[]): DrawResult => ({
  gameCode: 'VN_MB',
  numero: '20250131',
  prizes: [
    { tier: 'special', numbers: [`123${values[0]}`] },
    { tier: 'g7', numbers: values.slice(1) },
  ],
});

/** P(all k picks seen after n prizes) by a Markov chain over "how many picks seen so far". */
function xienByMarkovChain(k: number, n: number): Ratio {
  let states: Ratio[] = [ratio(1), ...new Array<Ratio>(k).fill(ratio(0))];
  for (let prize = 0; prize < n; prize++) {
    const next = new Array<Ratio>(k + 1).fill(ratio(0));
    states.forEach((p, seen) => {
      const fresh = ratio(k - seen, 100);
      next[seen] = add(next[seen]!, mul(p, ratio(100 - (k - seen), 100)));
      if (seen < k) next[seen + 1] = add(next[seen + 1]!, mul(p, fresh));
    });
    states = next;
  }
  return states[k]!;
}

describe('RTP by exhaustive enumeration', () => {
  it('đề: every pick over all 100 endings of the special, North and South', () => {
    for (const [config, code, prefix] of [
      [NORTH, 'VN_MB', '123'],
      [SOUTH, 'VN_MN_HCM', '1234'],
    ] as const) {
      const outcomes = [...specialEndings(code, prefix, 2)];
      for (let pick = 0; pick < 100; pick++) {
        const mean = meanReturn(betOf(config, 'de', [pad(pick, 2)]), outcomes);
        expect(mean).toEqual(rtpOf('de', config).ratio);
      }
    }
  });

  it('3 càng over all 1,000 and 4D over all 10,000 special endings', () => {
    const three = meanReturn(betOf(NORTH, 'ba_cang', ['042']), specialEndings('VN_MB', '12', 3));
    expect(three).toEqual(rtpOf('ba_cang', NORTH).ratio);
    const four = meanReturn(betOf(SOUTH, 'd4', ['0042']), specialEndings('VN_MN_DT', '12', 4));
    expect(four).toEqual(rtpOf('d4', SOUTH).ratio);
  });

  it('đầu and đầu-đuôi in the South over every G8 and special ending', () => {
    const g8 = Array.from({ length: 100 }, (_, v) => resultWith('VN_MN_CM', { g8: [pad(v, 2)] }));
    expect(meanReturn(betOf(SOUTH, 'de_dau', ['42']), g8)).toEqual(rtpOf('de_dau', SOUTH).ratio);
    const both = Array.from({ length: 10_000 }, (_, v) =>
      resultWith('VN_MN_CM', {
        g8: [pad(v % 100, 2)],
        special: [`1234${pad(Math.floor(v / 100), 2)}`],
      }),
    );
    expect(meanReturn(betOf(SOUTH, 'de_dau_duoi', ['42']), both)).toEqual(
      rtpOf('de_dau_duoi', SOUTH).ratio,
    );
  });

  it('every fast 5D bet and pick over all 100,000 results', () => {
    const outcomes = Array.from({ length: 100_000 }, (_, v) =>
      resultFacts(resultWith('FAST5D_1M', { main: [pad(v, 5)] })),
    );
    const picks: [BetType, string[], number | null][] = [
      ['sum_big_small', ['big'], null],
      ['sum_big_small', ['small'], null],
      ['sum_odd_even', ['odd'], null],
      ['sum_odd_even', ['even'], null],
      ['pos_big_small', ['big'], 1],
      ['pos_big_small', ['small'], 5],
      ['pos_odd_even', ['odd'], 2],
      ['pos_odd_even', ['even'], 4],
      ['pos_digit', ['0'], 1],
      ['pos_digit', ['7'], 3],
      ['pos_digit', ['9'], 5],
    ];
    for (const [betType, numbers, position] of picks) {
      const mean = meanReturn(betOf(FAST, betType, numbers, position), outcomes);
      expect(mean, `${betType} ${numbers[0]}`).toEqual(rtpOf(betType, FAST).ratio);
    }
    expect(digitSumCounts(5).reduce((a, b) => a + b, 0n)).toBe(100_000n);
  });
});

describe('RTP of lô and xiên', () => {
  it('xiên 2 on a 3-prize layout, listing all 100^3 outcomes', () => {
    const bet = betOf(NORTH, 'xien2', ['07', '42']);
    let paid = 0n;
    const values = ['', '', ''];
    for (let v = 0; v < 1_000_000; v++) {
      values[0] = pad(v % 100, 2);
      values[1] = pad(Math.floor(v / 100) % 100, 2);
      values[2] = pad(Math.floor(v / 10_000), 2);
      paid += settleBet(bet, reduced(values));
    }
    const expected = mul(ratio(bet.odds.win, bet.odds.per), allAppearProbability(2, 3));
    expect(ratio(paid, bet.stakeMinor * 1_000_000n)).toEqual(expected);
  });

  it('lô and xiên 2/3/4 on reduced layouts of up to 8 prizes, by exact class enumeration', () => {
    for (let n = 1; n <= 8; n++) {
      const lo = classMean(betOf(NORTH, 'lo2', ['07']), n, ['07'], '55', reduced);
      expect(lo).toEqual(ratio(98n * BigInt(n), 27n * 100n));
      for (const [betType, picks] of [
        ['xien2', ['07', '42']],
        ['xien3', ['07', '42', '99']],
        ['xien4', ['07', '42', '99', '00']],
      ] as const) {
        if (n > 6 && betType === 'xien4') continue; // 5^8 classes: slow, and n ≤ 6 suffices
        const bet = betOf(NORTH, betType, [...picks]);
        const mean = classMean(bet, n, [...picks], '55', reduced);
        const p = allAppearProbability(picks.length, n);
        expect(mean, `${betType} n=${n}`).toEqual(mul(ratio(bet.odds.win, bet.odds.per), p));
      }
    }
  });

  it('xiên on the full 27- and 18-prize layouts: inclusion–exclusion equals a Markov chain', () => {
    for (const [config, n] of [
      [NORTH, 27],
      [SOUTH, 18],
    ] as const) {
      for (const [betType, k] of [
        ['xien2', 2],
        ['xien3', 3],
        ['xien4', 4],
      ] as const) {
        const odds = config.odds[betType]!;
        const chain = mul(ratio(odds.win, odds.per), xienByMarkovChain(k, n));
        expect(rtpOf(betType, config).ratio).toEqual(chain);
      }
    }
  });

  it('lô on the full layouts: the 100 (or 1,000) picks together hit exactly n times', () => {
    for (const [config, code, n2, n3] of [
      [NORTH, 'VN_MB', 27n, 23n],
      [SOUTH, 'VN_MN_HCM', 18n, 17n],
    ] as const) {
      for (const result of randomResults(code, 20)) {
        let lo2 = 0n;
        for (let pick = 0; pick < 100; pick++) {
          lo2 += settleBet(betOf(config, 'lo2', [pad(pick, 2)]), result);
        }
        const odds2 = config.odds.lo2!;
        expect(lo2).toBe(n2 * odds2.win * 1000n);
        let lo3 = 0n;
        for (let pick = 0; pick < 1000; pick++) {
          lo3 += settleBet(betOf(config, 'lo3', [pad(pick, 3)]), result);
        }
        expect(lo3).toBe(n3 * config.odds.lo3!.win * 1000n);
      }
      // Endings are uniform, so each pick is equally likely: E[hits] = n / 100 and n / 1000.
      expect(hitExpectations('lo2', config.family)).toEqual([ratio(n2, 100n)]);
      expect(hitExpectations('lo3', config.family)).toEqual([ratio(n3, 1000n)]);
    }
  });

  it('đầu and đầu-đuôi in the North (four G7 numbers) by exact class enumeration', () => {
    const g7 = (values: string[]) => resultWith('VN_MB', { g7: values });
    expect(classMean(betOf(NORTH, 'de_dau', ['42']), 4, ['42'], '55', g7)).toEqual(
      rtpOf('de_dau', NORTH).ratio,
    );
    const withSpecial = (values: string[]) =>
      resultWith('VN_MB', { g7: values.slice(1), special: [`123${values[0]}`] });
    expect(classMean(betOf(NORTH, 'de_dau_duoi', ['42']), 5, ['42'], '55', withSpecial)).toEqual(
      rtpOf('de_dau_duoi', NORTH).ratio,
    );
  });
});
