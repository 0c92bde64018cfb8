import { describe, expect, it } from 'vitest';
import { randomResults, resultFrom } from '../lottery/test-support/results';
import { trendOf } from './lottery-trend';

describe('the lottery trend', () => {
  it('counts every lô ending of a Miền Bắc result and the special as đề', () => {
    // Layout: special 5 digits, G1 5, G2 2×5, G3 6×5, G4 4×4, G5 6×4, G6 3×3, G7 4×2.
    const fitted = ['12345', '00007', '11107', '22207', ...Array<string>(6).fill('10099'),
      ...Array<string>(10).fill('5099'), ...Array<string>(3).fill('099'), ...Array<string>(4).fill('99')];
    const trend = trendOf('vn-north', [resultFrom('VN_MB', fitted)]);
    if (trend.family === 'fast-5d') throw new Error('wrong family');
    expect(trend.draws).toBe(1);
    expect(trend.lo.reduce((a, b) => a + b, 0)).toBe(27);
    expect(trend.lo[7]).toBe(3);
    expect(trend.lo[45]).toBe(1);
    expect(trend.lo[99]).toBe(23);
    expect(trend.de[45]).toBe(1);
    expect(trend.de.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('counts each 5D digit at its position and the sum big/small, odd/even', () => {
    const results = randomResults('FAST5D_3M', 40);
    const trend = trendOf('fast-5d', results);
    if (trend.family !== 'fast-5d') throw new Error('wrong family');
    for (const counts of trend.positions) expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    expect(trend.sum.big + trend.sum.small).toBe(40);
    expect(trend.sum.odd + trend.sum.even).toBe(40);
    const first = results[0]!.prizes[0]!.numbers[0]!;
    const one = trendOf('fast-5d', [results[0]!]);
    if (one.family !== 'fast-5d') throw new Error('wrong family');
    [...first].forEach((d, i) => expect(one.positions[i]![Number(d)]).toBe(1));
    const sum = [...first].reduce((a, d) => a + Number(d), 0);
    expect(one.sum).toEqual({ big: sum >= 23 ? 1 : 0, small: sum >= 23 ? 0 : 1, odd: sum % 2, even: 1 - (sum % 2) });
  });
});
