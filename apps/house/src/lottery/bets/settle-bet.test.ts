import { describe, expect, it } from 'vitest';
import type { BetType } from '@wl/contract/lottery/bet-types';
import { DEFAULT_PAYOUTS, type PayoutConfig } from './payout-config';
import { countHits, settleBet } from './settle-bet';
import { resultWith } from '../test-support/results';

const NORTH = DEFAULT_PAYOUTS['vn-north'];
const SOUTH = DEFAULT_PAYOUTS['vn-provincial'];
const FAST = DEFAULT_PAYOUTS['fast-5d'];

function pay(
  config: PayoutConfig,
  betType: BetType,
  numbers: string[],
  stakeMinor: bigint,
  result: ReturnType<typeof resultWith>,
  position: number | null = null,
) {
  return settleBet({ betType, numbers, position, stakeMinor, odds: config.odds[betType]! }, result);
}

// Every other number is made of 9s: "45" ends the special, one G6 and one G7 number.
const north = resultWith('VN_MB', {
  special: ['12345'],
  g6: ['345', '999', '999'],
  g7: ['45', '99', '12', '99'],
});

describe('settling Vietnamese bets on a hand-made Miền Bắc result', () => {
  it('pays lô 2 số per occurrence among all 27 numbers (98 per 27 staked)', () => {
    expect(pay(NORTH, 'lo2', ['45'], 2700n, north)).toBe((2700n * 98n * 3n) / 27n);
    expect(countHits({ betType: 'lo2', numbers: ['99'], position: null }, north)).toBe(23);
    expect(pay(NORTH, 'lo2', ['46'], 2700n, north)).toBe(0n);
  });

  it('pays lô 3 số only on numbers with three digits or more', () => {
    expect(pay(NORTH, 'lo3', ['345'], 2300n, north)).toBe((2300n * 960n * 2n) / 23n);
    expect(countHits({ betType: 'lo3', numbers: ['999'], position: null }, north)).toBe(21);
  });

  it('pays đề on the special’s last two, 3 càng on its last three, 4D on its last four', () => {
    expect(pay(NORTH, 'de', ['45'], 100n, north)).toBe(9500n);
    expect(pay(NORTH, 'de', ['34'], 100n, north)).toBe(0n);
    expect(pay(NORTH, 'ba_cang', ['345'], 100n, north)).toBe(95_000n);
    expect(pay(NORTH, 'ba_cang', ['234'], 100n, north)).toBe(0n);
    expect(pay(NORTH, 'd4', ['2345'], 100n, north)).toBe(950_000n);
    expect(pay(NORTH, 'd4', ['1234'], 100n, north)).toBe(0n);
  });

  it('pays đầu on the four G7 numbers and đầu-đuôi on G7 plus the special', () => {
    expect(pay(NORTH, 'de_dau', ['45'], 400n, north)).toBe((400n * 95n) / 4n);
    expect(pay(NORTH, 'de_dau', ['99'], 400n, north)).toBe((400n * 95n * 2n) / 4n);
    expect(pay(NORTH, 'de_dau_duoi', ['45'], 500n, north)).toBe((500n * 95n * 2n) / 5n);
    expect(pay(NORTH, 'de_dau_duoi', ['12'], 500n, north)).toBe((500n * 95n) / 5n);
    // "345" of G6 ends in 45 but is not a đầu number.
    expect(countHits({ betType: 'de_dau', numbers: ['34'], position: null }, north)).toBe(0);
  });

  it('pays xiên once when every chosen number appears as lô, else nothing', () => {
    expect(pay(NORTH, 'xien2', ['45', '12'], 100n, north)).toBe(1700n);
    expect(pay(NORTH, 'xien3', ['45', '12', '99'], 100n, north)).toBe(7800n);
    expect(pay(NORTH, 'xien4', ['45', '12', '99', '00'], 100n, north)).toBe(0n);
    const withZero = resultWith('VN_MB', { special: ['12300'], g7: ['45', '12', '99', '99'] });
    expect(pay(NORTH, 'xien4', ['45', '12', '99', '00'], 100n, withZero)).toBe(36_000n);
  });
});

describe('settling on Miền Nam / Miền Trung results', () => {
  const south = resultWith('VN_MN_HCM', {
    special: ['987645'],
    g7: ['045'],
    g8: ['45'],
  });

  it('uses the 6-digit special and G8 as the đầu', () => {
    expect(pay(SOUTH, 'de', ['45'], 100n, south)).toBe(9500n);
    expect(pay(SOUTH, 'de_dau', ['45'], 100n, south)).toBe(9500n);
    expect(pay(SOUTH, 'de_dau_duoi', ['45'], 200n, south)).toBe((200n * 95n * 2n) / 2n);
    expect(pay(SOUTH, 'd4', ['7645'], 10n, south)).toBe(95_000n);
    expect(pay(SOUTH, 'lo2', ['45'], 1800n, south)).toBe((1800n * 98n * 3n) / 18n);
    expect(pay(SOUTH, 'lo3', ['645'], 1700n, south)).toBe((1700n * 960n) / 17n);
  });
});

describe('settling fast 5D bets', () => {
  // 7 3 9 1 5: sum 25 (big, odd).
  const fast = resultWith('FAST5D_1M', { main: ['73915'] });

  it('pays big/small and odd/even on the sum of the five digits', () => {
    expect(pay(FAST, 'sum_big_small', ['big'], 1000n, fast)).toBe(1960n);
    expect(pay(FAST, 'sum_big_small', ['small'], 1000n, fast)).toBe(0n);
    expect(pay(FAST, 'sum_odd_even', ['odd'], 1000n, fast)).toBe(1960n);
    expect(pay(FAST, 'sum_odd_even', ['even'], 1000n, fast)).toBe(0n);
    const edge = resultWith('FAST5D_1M', { main: ['99500'] }); // sum 23: the smallest big
    expect(pay(FAST, 'sum_big_small', ['big'], 1000n, edge)).toBe(1960n);
  });

  it('pays positional bets on the digit at positions 1 (leftmost) to 5', () => {
    expect(pay(FAST, 'pos_big_small', ['big'], 1000n, fast, 1)).toBe(1960n);
    expect(pay(FAST, 'pos_big_small', ['small'], 1000n, fast, 4)).toBe(1960n);
    expect(pay(FAST, 'pos_odd_even', ['even'], 1000n, fast, 2)).toBe(0n);
    expect(pay(FAST, 'pos_digit', ['9'], 1000n, fast, 3)).toBe(9800n);
    expect(pay(FAST, 'pos_digit', ['9'], 1000n, fast, 2)).toBe(0n);
  });

  it('rounds a payout down to the minor unit', () => {
    expect(pay(FAST, 'sum_big_small', ['big'], 101n, fast)).toBe(197n); // 197.96
  });
});
