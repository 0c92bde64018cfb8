/**
 * Provably fair results, shared by the server and the verifier page in the browser.
 *
 * For a bet with server seed S (64 hex characters, kept secret until rotated; its SHA-256 is
 * shown before play), client seed C (chosen by the player) and nonce N (0, 1, 2, … per bet
 * with that seed pair), the digest is HMAC-SHA256 with key = the UTF-8 text of S over the
 * message `"C:N"`. Everything below turns that digest into a result with integer arithmetic
 * only, so the server (node:crypto) and the browser (WebCrypto) agree to the last digit.
 */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;

export function fairMessage(clientSeed: string, nonce: number | bigint): string {
  return `${clientSeed}:${nonce.toString()}`;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Dice: the first 4 bytes (big-endian) scaled to 0…9999, shown as 00.00 … 99.99. */
export function diceRollFromDigest(digest: Uint8Array): number {
  if (digest.length < 4) throw new RangeError('digest too short');
  const u32 = ((digest[0] as number) * 2 ** 24) + ((digest[1] as number) << 16) + ((digest[2] as number) << 8) + (digest[3] as number);
  // u32 × 10000 < 2^46 is exact in a double, and dividing by 2^32 is exact too.
  return Math.floor((u32 * 10_000) / 2 ** 32);
}

/**
 * Return to player in basis points (9900 = 99.00 %). The operator may set it per game within
 * [RTP_MIN_BP, RTP_MAX_BP]; each round records the value it was played with, so a round played
 * before a change still verifies with its own figure.
 */
export const DEFAULT_RTP_BP = 9_900;
export const RTP_MIN_BP = 9_000;
export const RTP_MAX_BP = 9_900;

export function rtpBpIsValid(rtpBp: number): boolean {
  return Number.isInteger(rtpBp) && rtpBp >= RTP_MIN_BP && rtpBp <= RTP_MAX_BP;
}

/**
 * Crash: the first 52 bits X (13 hex digits) give the crash point ⌊R · 2^52 / (2^52 − X)⌋
 * hundredths (R = RTP in percent, 99 by default), at least 100 (1.00×). P(crash ≥ m) = R / m,
 * so any cash-out target returns R % on average.
 */
export function crashPointFromDigest(digest: Uint8Array, rtpBp: number = DEFAULT_RTP_BP): number {
  const x = BigInt(`0x${toHex(digest.subarray(0, 7)).slice(0, 13)}`);
  const e = 2n ** 52n;
  const hundredths = (BigInt(rtpBp) * e) / (100n * (e - x));
  return Number(hundredths < 100n ? 100n : hundredths);
}

export type DiceDirection = 'under' | 'over';

/** Winning outcomes out of 10000 for a dice bet (roll < target, or roll > target). */
export function diceWinningOutcomes(direction: DiceDirection, targetHundredths: number): number {
  return direction === 'under' ? targetHundredths : 9_999 - targetHundredths;
}

/** Dice bets must win between 1 % and 98 % of the time. */
export function diceBetIsValid(direction: DiceDirection, targetHundredths: number): boolean {
  if (!Number.isInteger(targetHundredths) || targetHundredths < 0 || targetHundredths > 9_999) return false;
  const chance = diceWinningOutcomes(direction, targetHundredths);
  return chance >= 100 && chance <= 9_800;
}

export function diceWins(direction: DiceDirection, targetHundredths: number, roll: number): boolean {
  return direction === 'under' ? roll < targetHundredths : roll > targetHundredths;
}

/** What a winning dice bet returns (stake included): stake × RTP × 10000 / chance, floored. */
export function diceReturnMinor(
  stakeMinor: bigint, direction: DiceDirection, targetHundredths: number, rtpBp: number = DEFAULT_RTP_BP,
): bigint {
  return (stakeMinor * BigInt(rtpBp)) / BigInt(diceWinningOutcomes(direction, targetHundredths));
}

/** Payout multiplier of a dice bet as text with 4 decimals, e.g. "1.9800". */
export function diceMultiplierText(direction: DiceDirection, targetHundredths: number, rtpBp: number = DEFAULT_RTP_BP): string {
  const e4 = (BigInt(rtpBp) * 10_000n) / BigInt(diceWinningOutcomes(direction, targetHundredths));
  return `${e4 / 10_000n}.${(e4 % 10_000n).toString().padStart(4, '0')}`;
}

export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 1_000_000;

/** A crash bet cashes out at `targetHundredths` if the round reaches it. */
export function crashReturnMinor(stakeMinor: bigint, targetHundredths: number, crashHundredths: number): bigint {
  return crashHundredths >= targetHundredths ? (stakeMinor * BigInt(targetHundredths)) / 100n : 0n;
}

/** Hundredths as text: 12345 → "123.45". */
export function hundredthsText(value: number): string {
  return `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}
