/**
 * The trend of a game over its last draws: how often each digit came at each position of the
 * fast 5D number (and the sum's big/small, odd/even), or how often each 2-digit ending came
 * among the lô numbers and as the đề (special's last two) of the Vietnamese draws. Pure.
 */
import type { LotteryFamily } from '@wl/contract/lottery/bet-types';
import { endings, specialNumber, type DrawResult } from '../lottery/draw/draw-result';

export type LotteryTrend =
  | { family: 'fast-5d'; draws: number; positions: number[][]; sum: { big: number; small: number; odd: number; even: number } }
  | { family: 'vn-north' | 'vn-provincial'; draws: number; lo: number[]; de: number[] };

export function trendOf(family: LotteryFamily, results: DrawResult[]): LotteryTrend {
  if (family === 'fast-5d') {
    const positions = Array.from({ length: 5 }, () => Array<number>(10).fill(0));
    const sum = { big: 0, small: 0, odd: 0, even: 0 };
    for (const r of results) {
      const digits = [...specialNumber(r)].map(Number);
      digits.forEach((d, i) => positions[i]![d]!++);
      const total = digits.reduce((a, b) => a + b, 0);
      sum[total >= 23 ? 'big' : 'small']++;
      sum[total % 2 === 1 ? 'odd' : 'even']++;
    }
    return { family, draws: results.length, positions, sum };
  }
  const lo = Array<number>(100).fill(0);
  const de = Array<number>(100).fill(0);
  for (const r of results) {
    for (const e of endings(r, 2)) lo[Number(e)]!++;
    de[Number(specialNumber(r).slice(-2))]!++;
  }
  return { family, draws: results.length, lo, de };
}
