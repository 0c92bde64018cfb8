import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PRIZE_LAYOUTS } from '../games/lottery-games';
import { byteToDigit, commitmentOf, deriveResult, newSeed, verifyDraw } from './derive-result';
import { winNumbers, type DrawResult } from './draw-result';

const SEED = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

/** The published algorithm re-implemented with node:crypto, to pin the WebCrypto version. */
function referenceDigits(seedHex: string, label: string, count: number): number[] {
  const digits: number[] = [];
  for (let counter = 0; digits.length < count; counter++) {
    const block = createHmac('sha256', Buffer.from(seedHex, 'hex'))
      .update(`${label}:${counter}`)
      .digest();
    for (const byte of block) if (byte < 250 && digits.length < count) digits.push(byte % 10);
  }
  return digits;
}

describe('commit-reveal draws', () => {
  it('makes 32-byte seeds whose commitment is their SHA-256', async () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newSeed()).not.toBe(seed);
    const expected = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
    expect(await commitmentOf(seed)).toBe(expected);
  });

  it('derives a Miền Bắc result of 27 numbers as the published algorithm says', async () => {
    const result = await deriveResult(SEED, 'VN_MB', '20250131');
    const shape = result.prizes.map((p) => [p.tier, p.numbers.length, p.numbers[0]!.length]);
    expect(shape).toEqual(PRIZE_LAYOUTS['vn-north'].map((r) => [r.tier, r.count, r.digits]));
    expect(winNumbers(result).join('')).toBe(referenceDigits(SEED, 'VN_MB:20250131', 107).join(''));
  });

  it('gives the same seed different results for different games and numeros', async () => {
    const a = await deriveResult(SEED, 'FAST5D_1M', '20250131-0001');
    const b = await deriveResult(SEED, 'FAST5D_1M', '20250131-0002');
    const c = await deriveResult(SEED, 'FAST5D_3M', '20250131-0001');
    expect(new Set([a, b, c].map((r) => winNumbers(r)[0])).size).toBe(3);
    expect(await deriveResult(SEED, 'FAST5D_1M', '20250131-0001')).toEqual(a);
  });

  it('verifies an honest draw', async () => {
    const seed = newSeed();
    const result = await deriveResult(seed, 'VN_MN_HCM', '20250208');
    expect(await verifyDraw({ commitment: await commitmentOf(seed), seed, result })).toEqual({
      valid: true,
    });
  });

  it('rejects a seed that does not match the commitment', async () => {
    const seed = newSeed();
    const commitment = await commitmentOf(seed);
    const other = newSeed();
    const result = await deriveResult(other, 'VN_MB', '20250131');
    expect(await verifyDraw({ commitment, seed: other, result })).toEqual({
      valid: false,
      reason: 'commitment_mismatch',
    });
    expect(await verifyDraw({ commitment, seed: 'zz', result })).toMatchObject({
      reason: 'malformed_seed',
    });
  });

  it('rejects a result changed by one digit, or claimed for another numero', async () => {
    const seed = newSeed();
    const commitment = await commitmentOf(seed);
    const result = await deriveResult(seed, 'VN_MB', '20250131');
    const tampered: DrawResult = structuredClone(result);
    const special = tampered.prizes[0]!.numbers[0]!;
    tampered.prizes[0]!.numbers[0] = special.slice(0, 4) + ((Number(special[4]) + 1) % 10);
    expect(await verifyDraw({ commitment, seed, result: tampered })).toEqual({
      valid: false,
      reason: 'result_mismatch',
    });
    const moved = { ...result, numero: '20250201' };
    expect(await verifyDraw({ commitment, seed, result: moved })).toMatchObject({
      reason: 'result_mismatch',
    });
    const unknown = { ...result, gameCode: 'XX' };
    expect(await verifyDraw({ commitment, seed, result: unknown })).toMatchObject({
      reason: 'unknown_game',
    });
  });

  it('maps stream bytes to digits without modulo bias: 25 bytes per digit, 250–255 skipped', () => {
    const perDigit = new Array<number>(10).fill(0);
    let rejected = 0;
    for (let byte = 0; byte < 256; byte++) {
      const digit = byteToDigit(byte);
      if (digit === null) rejected++;
      else perDigit[digit]!++;
    }
    expect(perDigit).toEqual(new Array(10).fill(25));
    expect(rejected).toBe(6);
  });
});
