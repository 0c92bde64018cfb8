import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Six digits from the CSPRNG, leading zeros kept. */
export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newSalt(): Buffer {
  return randomBytes(16);
}

export function hashCode(salt: Buffer, code: string): Buffer {
  return createHash('sha256').update(salt).update(code.trim(), 'utf8').digest();
}

export function codeMatches(stored: Buffer, salt: Buffer, given: string): boolean {
  const candidate = hashCode(salt, given);
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}
