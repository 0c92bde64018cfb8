import { describe, expect, it } from 'vitest';
import { evaluateLine, evaluateSpin, spinWinMinor, windowAt } from './slot-engine';
import { JADE_DRAGON } from './jade-dragon';
import { LUCKY_SEVENS } from './lucky-sevens';

describe('slot line evaluation', () => {
  it('pays a run from the left, with the wild standing in for the symbol', () => {
    expect(evaluateLine(LUCKY_SEVENS, ['SEVEN', 'WILD', 'SEVEN', 'BAR', 'SEVEN'])).toEqual({
      symbol: 'SEVEN',
      count: 3,
      multiplier: 25,
    });
    expect(evaluateLine(LUCKY_SEVENS, ['WILD', 'WILD', 'BELL', 'BELL', 'LEMON'])).toEqual({
      symbol: 'BELL',
      count: 4,
      multiplier: 40,
    });
  });

  it('pays wilds on their own when that pays more than what they complete', () => {
    expect(evaluateLine(LUCKY_SEVENS, ['WILD', 'WILD', 'WILD', 'CHERRY', 'PLUM'])).toEqual({
      symbol: 'WILD',
      count: 3,
      multiplier: 50,
    });
    expect(evaluateLine(LUCKY_SEVENS, ['WILD', 'WILD', 'WILD', 'WILD', 'WILD'])?.multiplier).toBe(1000);
  });

  it('pays two cherries but not two of anything else, and nothing that does not start on reel one', () => {
    expect(evaluateLine(LUCKY_SEVENS, ['CHERRY', 'CHERRY', 'BAR', 'BAR', 'BAR'])?.multiplier).toBe(2);
    expect(evaluateLine(LUCKY_SEVENS, ['BAR', 'BAR', 'CHERRY', 'CHERRY', 'CHERRY'])).toBeNull();
    expect(evaluateLine(LUCKY_SEVENS, ['LEMON', 'BAR', 'BAR', 'BAR', 'BAR'])).toBeNull();
  });

  it('does not let the wild stand in for the scatter, which also breaks a run', () => {
    expect(evaluateLine(JADE_DRAGON, ['PEARL', 'PEARL', 'PEARL', 'A', 'A'])).toBeNull();
    expect(evaluateLine(JADE_DRAGON, ['A', 'DRAGON', 'PEARL', 'A', 'A'])).toBeNull();
    expect(evaluateLine(JADE_DRAGON, ['DRAGON', 'DRAGON', 'PEARL', 'A', 'A'])).toBeNull();
  });
});

describe('slot spin', () => {
  it('cuts three consecutive stops of every strip, wrapping at the end', () => {
    const window = windowAt(LUCKY_SEVENS, [29, 0, 0, 0, 0]);
    expect(window[0]).toEqual(['CHERRY', 'PLUM', 'BAR']);
    expect(() => windowAt(LUCKY_SEVENS, [30, 0, 0, 0, 0])).toThrow(RangeError);
    expect(() => windowAt(LUCKY_SEVENS, [0, 0, 0, 0])).toThrow(RangeError);
  });

  it('adds line wins and scatter wins into money by the bet per line', () => {
    // Find a Jade Dragon window with three pearls and check its money adds up by hand.
    const reels = JADE_DRAGON.reels;
    const stopOf = (reel: number) => (reels[reel] as string[]).indexOf('PEARL');
    const result = evaluateSpin(JADE_DRAGON, [stopOf(0), stopOf(1), stopOf(2), 0, 0]);
    expect(result.scatterCount).toBeGreaterThanOrEqual(3);
    const expected =
      BigInt(result.lineWins.reduce((n, w) => n + w.multiplier, 0)) * 5n +
      BigInt(JADE_DRAGON.scatter?.pays[result.scatterCount] ?? 0) * 20n * 5n;
    expect(spinWinMinor(JADE_DRAGON, result, 5n)).toBe(expected);
  });
});
