/**
 * Provably fair draws by commit-reveal. Written against WebCrypto (`globalThis.crypto`) only,
 * so the verifier page in the browser runs this same file.
 *
 * 1. Before betting on a draw opens, the house makes a 32-byte seed with a CSPRNG and
 *    publishes the commitment sha256(seed) (lower-case hex).
 * 2. After the draw it publishes the seed. Anyone checks sha256(seed) = commitment and
 *    recomputes the result.
 * 3. The result is a stream of decimal digits: block c of the stream is
 *    HMAC-SHA256(key = seed, message = `${gameCode}:${numero}:${c}`), c = 0, 1, 2, …; each byte
 *    b < 250 gives the digit b mod 10 and bytes 250–255 are skipped (rejection sampling: each
 *    digit comes from exactly 25 of the 250 accepted byte values, so there is no modulo
 *    bias). Digits fill the prizes in layout order (special first), most significant first.
 */
import { findGame, PRIZE_LAYOUTS, type LotteryGame } from '../games/lottery-games';
import { canonicalResult, type DrawResult } from './draw-result';

const ACCEPT_BELOW = 250;

function subtle() {
  const c = globalThis.crypto;
  if (!c?.subtle) throw new Error('WebCrypto is not available');
  return c.subtle;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Bytes of a lower-case hex text of exactly `length` bytes, or null. */
export function fromHex(hex: string, length: number): Uint8Array | null {
  if (hex.length !== length * 2 || !/^[0-9a-f]*$/.test(hex)) return null;
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** A fresh 32-byte draw seed from the platform's CSPRNG, as hex. */
export function newSeed(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** sha256(seed bytes) as lower-case hex: what is published before betting closes. */
export async function commitmentOf(seedHex: string): Promise<string> {
  const seed = requireSeed(seedHex);
  return toHex(new Uint8Array(await subtle().digest('SHA-256', seed)));
}

/** The digit a stream byte gives, or null for the rejected bytes 250–255. */
export function byteToDigit(byte: number): number | null {
  return byte < ACCEPT_BELOW ? byte % 10 : null;
}

/** The first `count` digits of the stream of (seed, label); label is `${gameCode}:${numero}`. */
export async function deriveDigits(seedHex: string, label: string, count: number) {
  const key = await subtle().importKey(
    'raw',
    requireSeed(seedHex),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const encoder = new TextEncoder();
  const digits = new Uint8Array(count);
  let filled = 0;
  for (let counter = 0; filled < count; counter++) {
    const message = encoder.encode(`${label}:${counter}`);
    const block = new Uint8Array(await subtle().sign('HMAC', key, message));
    for (const byte of block) {
      const digit = byteToDigit(byte);
      if (digit === null) continue;
      digits[filled++] = digit;
      if (filled === count) break;
    }
  }
  return digits;
}

/** The result of a draw from its seed: identical in Node and in the browser. */
export async function deriveResult(
  seedHex: string,
  game: LotteryGame | string,
  numero: string,
): Promise<DrawResult> {
  const definition = typeof game === 'string' ? findGame(game) : game;
  if (!definition) throw new Error(`unknown lottery game ${String(game)}`);
  const layout = PRIZE_LAYOUTS[definition.family];
  const total = layout.reduce((n, row) => n + row.count * row.digits, 0);
  const digits = await deriveDigits(seedHex, `${definition.code}:${numero}`, total);
  let at = 0;
  const prizes = layout.map((row) => {
    const numbers: string[] = [];
    for (let i = 0; i < row.count; i++) {
      numbers.push(Array.from(digits.subarray(at, at + row.digits)).join(''));
      at += row.digits;
    }
    return { tier: row.tier, numbers };
  });
  return { gameCode: definition.code, numero, prizes };
}

export type DrawVerification =
  | { valid: true }
  | {
      valid: false;
      reason: 'malformed_seed' | 'commitment_mismatch' | 'unknown_game' | 'result_mismatch';
    };

/** Checks a published draw: the seed matches the commitment and gives exactly this result. */
export async function verifyDraw(draw: {
  commitment: string;
  seed: string;
  result: DrawResult;
}): Promise<DrawVerification> {
  if (!fromHex(draw.seed, 32)) return { valid: false, reason: 'malformed_seed' };
  if ((await commitmentOf(draw.seed)) !== draw.commitment) {
    return { valid: false, reason: 'commitment_mismatch' };
  }
  const game = findGame(draw.result.gameCode);
  if (!game) return { valid: false, reason: 'unknown_game' };
  const expected = await deriveResult(draw.seed, game, draw.result.numero);
  return canonicalResult(expected) === canonicalResult(draw.result)
    ? { valid: true }
    : { valid: false, reason: 'result_mismatch' };
}

function requireSeed(seedHex: string): Uint8Array<ArrayBuffer> {
  const bytes = fromHex(seedHex, 32);
  if (!bytes) throw new Error('a draw seed is 32 bytes of lower-case hex');
  return bytes as Uint8Array<ArrayBuffer>;
}
