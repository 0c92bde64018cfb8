import { describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { seededRandomInt } from '../../../test/seeded-random';
import { dealRound } from './baccarat-rules';
import { orderedShoe, SHOE_SIZE, shuffledShoe } from './shoe';

describe('baccarat shoe', () => {
  it('holds eight of every card and keeps them all through the shuffle', () => {
    const { cards, cutPosition } = shuffledShoe(randomInt);
    expect(cards).toHaveLength(SHOE_SIZE);
    expect([...cards].sort()).toEqual([...orderedShoe()].sort());
    expect(new Set(orderedShoe()).size).toBe(52);
    expect(cards).not.toEqual(orderedShoe());
    expect(cutPosition).toBeGreaterThanOrEqual(SHOE_SIZE - 19);
    expect(cutPosition).toBeLessThanOrEqual(SHOE_SIZE - 14);
  });

  it('can always deal one more round from the cut card', () => {
    const { cards, cutPosition } = shuffledShoe(seededRandomInt(5));
    expect(() => dealRound(cards.slice(cutPosition - 1))).not.toThrow();
  });

  it('spreads the cards as a uniform shuffle would', () => {
    // Where the first of the eight aces of spades lands, over 20,000 shuffles: in the first
    // 100 cards with P = 1 − ∏(316−i)/(416−i), i < 8 ≈ 0.8923 (σ of the share ≈ 0.0022).
    const randomIntFn = seededRandomInt(9);
    const shuffles = 20_000;
    let early = 0;
    for (let i = 0; i < shuffles; i++) if (shuffledShoe(randomIntFn).cards.indexOf('AS') < 100) early++;
    let none = 1;
    for (let i = 0; i < 8; i++) none *= (316 - i) / (416 - i);
    expect(Math.abs(early / shuffles - (1 - none))).toBeLessThan(0.009);
  });
});
