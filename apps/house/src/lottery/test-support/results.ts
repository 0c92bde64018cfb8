/** Building results by hand (or from fast randomness) for tests of settlement and RTP. */
import { randomBytes } from 'node:crypto';
import { findGame, PRIZE_LAYOUTS } from '../games/lottery-games';
import type { DrawResult } from '../draw/draw-result';

/** A result of `gameCode` from its numbers in layout order (special first). */
export function resultFrom(gameCode: string, numbers: string[], numero = '20250131'): DrawResult {
  const game = findGame(gameCode);
  if (!game) throw new Error(gameCode);
  const queue = [...numbers];
  const prizes = PRIZE_LAYOUTS[game.family].map((row) => {
    const taken = queue.splice(0, row.count);
    if (taken.length !== row.count || taken.some((n) => n.length !== row.digits)) {
      throw new Error(`bad ${row.tier} in hand-made result`);
    }
    return { tier: row.tier, numbers: taken };
  });
  if (queue.length > 0) throw new Error('too many numbers in hand-made result');
  return { gameCode, numero, prizes };
}

/** A filler result whose numbers are all made of `digit`, with some prizes overridden. */
export function resultWith(
  gameCode: string,
  overrides: Partial<Record<string, string[]>>,
  digit = '9',
): DrawResult {
  const game = findGame(gameCode);
  if (!game) throw new Error(gameCode);
  const numbers = PRIZE_LAYOUTS[game.family].flatMap(
    (row) => overrides[row.tier] ?? new Array<string>(row.count).fill(digit.repeat(row.digits)),
  );
  return resultFrom(gameCode, numbers);
}

/**
 * Random results for simulations: uniform digits from node's CSPRNG (fast; the draw engine's
 * own stream is tested separately), with rejection of bytes ≥ 250 like the engine.
 */
export function randomResults(gameCode: string, count: number): DrawResult[] {
  const game = findGame(gameCode);
  if (!game) throw new Error(gameCode);
  const layout = PRIZE_LAYOUTS[game.family];
  const need = layout.reduce((n, r) => n + r.count * r.digits, 0) * count;
  const chunks: string[] = [];
  let have = 0;
  while (have < need) {
    const bytes = randomBytes(Math.ceil((need - have) * 1.05) + 16);
    const digits = Array.from(
      bytes.filter((b) => b < 250),
      (b) => b % 10,
    ).join('');
    chunks.push(digits);
    have += digits.length;
  }
  const text = chunks.join('');
  const results: DrawResult[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const prizes = layout.map((row) => {
      const numbers: string[] = [];
      for (let j = 0; j < row.count; j++, at += row.digits) {
        numbers.push(text.slice(at, at + row.digits));
      }
      return { tier: row.tier, numbers };
    });
    results.push({ gameCode, numero: '20250131', prizes });
  }
  return results;
}
