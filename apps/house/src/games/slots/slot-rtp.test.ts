import { describe, expect, it } from 'vitest';
import { seededRandomInt } from '../../../test/seeded-random';
import { evaluateSpin, randomStops, type SlotDefinition } from './slot-engine';
import { bruteForceCycle, exactRtp, percent } from './slot-rtp';
import { JADE_DRAGON } from './jade-dragon';
import { LUCKY_SEVENS } from './lucky-sevens';

/** The game with every strip cut to its first `n` stops: small enough to visit every window. */
function shortened(def: SlotDefinition, n: number): SlotDefinition {
  return { ...def, reels: def.reels.map((strip, i) => strip.slice(i, i + n)) };
}

describe('exact RTP', () => {
  it.each([
    ['lucky-sevens', shortened(LUCKY_SEVENS, 8)],
    ['jade-dragon', shortened(JADE_DRAGON, 9)],
    ['jade-dragon, scatter-rich', { ...shortened(JADE_DRAGON, 6), reels: shortened(JADE_DRAGON, 6).reels.map((s) => ['PEARL', ...s]) }],
  ])('of %s agrees to the unit with visiting every window of the cycle', (_name, def) => {
    const exact = exactRtp(def);
    const brute = bruteForceCycle(def);
    expect(brute.cycle).toBe(exact.cycle);
    expect(brute.paid).toBe(BigInt(def.lines.length) * exact.numerator);
  });

  it('is pinned for the two slots (a strip or pay change must be deliberate)', () => {
    const sevens = exactRtp(LUCKY_SEVENS);
    const jade = exactRtp(JADE_DRAGON);
    expect(sevens.cycle).toBe(30n ** 5n);
    expect(jade.cycle).toBe(36n ** 5n);
    expect(percent(sevens.numerator, sevens.denominator, 4)).toBe('96.4820');
    expect(percent(jade.numerator, jade.denominator, 4)).toBe('96.4045');
  });
});

describe('simulated play', () => {
  it.each([
    ['lucky-sevens', LUCKY_SEVENS, 11],
    ['jade-dragon', JADE_DRAGON, 23],
  ])('of a million %s spins returns the exact RTP within three standard errors', (_n, def, seed) => {
    const randomInt = seededRandomInt(seed);
    const lines = def.lines.length;
    const spins = 1_000_000;
    let sum = 0;
    let sumSquares = 0;
    for (let i = 0; i < spins; i++) {
      const r = evaluateSpin(def, randomStops(def, randomInt));
      const ret = (r.lineMultiplier + r.scatterMultiplier * lines) / lines;
      sum += ret;
      sumSquares += ret * ret;
    }
    const mean = sum / spins;
    const sd = Math.sqrt(sumSquares / spins - mean * mean);
    const standardError = sd / Math.sqrt(spins);
    const exact = exactRtp(def);
    const rtp = Number(exact.numerator * 1_000_000n / exact.denominator) / 1_000_000;
    expect(Math.abs(mean - rtp)).toBeLessThan(3 * standardError);
    // A test that could not fail would be worthless: the tolerance is a fraction of a percent.
    expect(3 * standardError).toBeLessThan(0.02);
  });
});
