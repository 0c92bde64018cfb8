/**
 * Statistical checks of the digit stream. Seeds are fixed so the run is reproducible; the
 * bounds are the two-sided 99 % intervals of the statistics under true uniformity, and the last
 * test shows the same checks catch the modulo bias a naive `byte % 10` would have.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveDigits, deriveResult } from './derive-result';
import { endings } from './draw-result';

const SEED = 'b3f1c2d4e5a6978812345678abcdef0123456789fedcba9876543210aabbccdd';
const N = 1_000_000;
/** chi-square quantiles 0.005 and 0.995 (scipy.stats.chi2.ppf). */
const CHI2_99 = { 9: [1.7349, 23.5894], 99: [66.5101, 138.9868] } as const;
const Z_99 = 2.5758;

function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/** Wald–Wolfowitz runs test on a two-valued sequence; returns the z score. */
function runsZ(bits: boolean[]): number {
  let runs = 1;
  for (let i = 1; i < bits.length; i++) if (bits[i] !== bits[i - 1]) runs++;
  const n1 = bits.filter(Boolean).length;
  const n2 = bits.length - n1;
  const n = bits.length;
  const mean = (2 * n1 * n2) / n + 1;
  const variance = (2 * n1 * n2 * (2 * n1 * n2 - n)) / (n * n * (n - 1));
  return (runs - mean) / Math.sqrt(variance);
}

function digitCounts(digits: ArrayLike<number>): number[] {
  const counts = new Array<number>(10).fill(0);
  for (let i = 0; i < digits.length; i++) counts[digits[i]!]!++;
  return counts;
}

const within = (value: number, [low, high]: readonly [number, number]) =>
  value >= low && value <= high;

describe('draw digit stream over 10^6 digits', () => {
  it('passes chi-square on single digits and on digit pairs (99 % interval)', async () => {
    const digits = await deriveDigits(SEED, 'FAST5D_1M:stats', N);
    const single = chiSquare(digitCounts(digits));
    expect(within(single, CHI2_99[9]), `chi2 ${single}`).toBe(true);
    const pairs = new Array<number>(100).fill(0);
    for (let i = 0; i + 1 < N; i += 2) pairs[digits[i]! * 10 + digits[i + 1]!]!++;
    const paired = chiSquare(pairs);
    expect(within(paired, CHI2_99[99]), `chi2 pairs ${paired}`).toBe(true);
  });

  it('passes the runs test above/below the median and on parity (|z| < 2.576)', async () => {
    const digits = await deriveDigits(SEED, 'VN_MB:runs', N);
    const high = Array.from(digits, (d) => d >= 5);
    const odd = Array.from(digits, (d) => d % 2 === 1);
    expect(Math.abs(runsZ(high))).toBeLessThan(Z_99);
    expect(Math.abs(runsZ(odd))).toBeLessThan(Z_99);
  });

  it('gives uniform lô endings across derived Miền Bắc results', async () => {
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < 2000; i++) {
      const result = await deriveResult(SEED, 'VN_MB', `2025${String(i).padStart(4, '0')}`);
      for (const ending of endings(result, 2)) counts[Number(ending)]!++;
    }
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2000 * 27);
    expect(within(chiSquare(counts), CHI2_99[99])).toBe(true);
  });

  it('would catch a byte % 10 generator: its modulo bias fails the chi-square', () => {
    const bytes = randomBytes(N);
    const biased = Array.from(bytes, (b) => b % 10);
    expect(chiSquare(digitCounts(biased))).toBeGreaterThan(CHI2_99[9][1]);
  });
});
