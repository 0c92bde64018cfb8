import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { RafflePrize } from './promotion-store';

/**
 * The provably fair draw. When a raffle is created the server picks a secret seed and
 * publishes its sha256 (`seedHash`). A member's draw is
 *   roll = first 48 bits of HMAC-SHA256(seed, "<promotionId>:<memberId>:<clientSeed>")
 *          mod (sum of prize weights)
 * and the prize is the one whose cumulative weight range holds the roll. Once the raffle
 * ends the seed is revealed, and anyone can recompute every draw and check the seed against
 * the hash committed before the first draw. Each member draws once, so the seed cannot be
 * mined per member. (With weights summing far below 2^48 the modulo bias is negligible.)
 */
export function newRaffleSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: raffleSeedHash(seed) };
}

export function raffleSeedHash(seed: string): string {
  return createHash('sha256').update(seed).digest('hex');
}

export function drawRaffle(
  seed: string,
  input: { promotionId: bigint; memberId: bigint; clientSeed: string },
  prizes: RafflePrize[],
): { roll: number; prizeIndex: number } {
  const total = prizes.reduce((s, p) => s + p.weight, 0);
  if (total <= 0) throw new Error('a raffle needs prizes with positive weights');
  const digest = createHmac('sha256', seed)
    .update(`${input.promotionId}:${input.memberId}:${input.clientSeed}`)
    .digest();
  const roll = digest.readUIntBE(0, 6) % total;
  let upTo = 0;
  for (const [index, prize] of prizes.entries()) {
    upTo += prize.weight;
    if (roll < upTo) return { roll, prizeIndex: index };
  }
  throw new Error('unreachable: the roll is below the total weight');
}
