/**
 * Provably fair results by commit-reveal, as the house lottery does (lottery/draw): a round's
 * 32-byte seed comes from the CSPRNG and only sha256(seed) is public before kickoff; at kickoff
 * the seed is revealed and anyone recomputes every score.
 *
 * Each side's goals: u = the first 52 bits of HMAC-SHA256(key = seed, "<round>:<match>:<side>")
 * divided by 2^52 (uniform in [0, 1)), then the inverse CDF of Poisson(λ) at u. WebCrypto only,
 * so a browser can run this file.
 */
import { commitmentOf, fromHex } from '../lottery/draw/derive-result';
import { expectedGoals, poissonInverse } from './match-model';
import type { Score } from './markets';

export { commitmentOf, newSeed } from '../lottery/draw/derive-result';

export async function uniformOf(seedHex: string, label: string): Promise<number> {
  const seed = fromHex(seedHex, 32);
  if (!seed) throw new Error('a round seed is 32 bytes of lower-case hex');
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', seed as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await subtle.sign('HMAC', key, new TextEncoder().encode(label)));
  // 52 bits: six whole bytes and the top half of the seventh; exact in a double.
  let x = 0;
  for (let i = 0; i < 6; i++) x = x * 256 + (mac[i] as number);
  x = x * 16 + ((mac[6] as number) >> 4);
  return x / 2 ** 52;
}

export interface MatchRatings {
  matchNo: number;
  homeRating: number;
  awayRating: number;
}

export async function deriveScore(seedHex: string, roundCode: string, match: MatchRatings): Promise<Score> {
  const lambda = expectedGoals(match.homeRating, match.awayRating);
  const label = `${roundCode}:${match.matchNo}`;
  return {
    home: poissonInverse(lambda.home, await uniformOf(seedHex, `${label}:home`)),
    away: poissonInverse(lambda.away, await uniformOf(seedHex, `${label}:away`)),
  };
}

/** Checks a published round: the seed matches the commitment and gives exactly these scores. */
export async function verifyRound(round: {
  code: string;
  commitment: string;
  seed: string;
  matches: (MatchRatings & { score: Score })[];
}): Promise<boolean> {
  if (!fromHex(round.seed, 32) || (await commitmentOf(round.seed)) !== round.commitment) return false;
  for (const m of round.matches) {
    const s = await deriveScore(round.seed, round.code, m);
    if (s.home !== m.score.home || s.away !== m.score.away) return false;
  }
  return true;
}
