import { describe, expect, it } from 'vitest';
import {
  crashPointFromDigest,
  crashReturnMinor,
  diceBetIsValid,
  diceMultiplierText,
  diceReturnMinor,
  diceRollFromDigest,
  diceWins,
} from './fair-math';
import { fairDigest, newServerSeed, serverSeedHash } from './fair-node';
import { verifyFair, type WebCryptoSubtle } from './fair-verify';

// Worked example, computed independently with openssl and python (also in the rules page).
const SERVER_SEED = '3f1c0d2e4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0';
const DIGEST = '406d3df5d0b54d3586be70284d8f1ebb2a7fd2e9ab96cf5dba2bdd68672b4e3b';

describe('provably fair results', () => {
  it('turn the worked example into the roll and crash point computed by hand', () => {
    const digest = fairDigest(SERVER_SEED, 'player-seed', 7);
    expect(Buffer.from(digest).toString('hex')).toBe(DIGEST);
    expect(serverSeedHash(SERVER_SEED)).toBe('e52bbce4c7c164ecb2f8d47233aa6ee9b663151044717ccff3c8a3500e66f8f8');
    expect(diceRollFromDigest(digest)).toBe(2516);
    expect(crashPointFromDigest(digest)).toBe(132);
  });

  it('are recomputed identically by the WebCrypto verifier the browser runs', async () => {
    const subtle = globalThis.crypto.subtle as unknown as WebCryptoSubtle;
    for (let nonce = 0; nonce < 50; nonce++) {
      const seed = newServerSeed();
      const digest = fairDigest(seed, 'abc_DEF-1', nonce);
      const v = await verifyFair(subtle, { serverSeed: seed, clientSeed: 'abc_DEF-1', nonce });
      expect(v.serverSeedHash).toBe(serverSeedHash(seed));
      expect(v.digestHex).toBe(Buffer.from(digest).toString('hex'));
      expect(v.diceRoll).toBe(diceRollFromDigest(digest));
      expect(v.crashPoint).toBe(crashPointFromDigest(digest));
    }
  });

  it('map the extremes of the digest onto the ends of the ranges', () => {
    const zeros = new Uint8Array(32);
    const ones = new Uint8Array(32).fill(255);
    expect(diceRollFromDigest(zeros)).toBe(0);
    expect(diceRollFromDigest(ones)).toBe(9999);
    expect(crashPointFromDigest(zeros)).toBe(100);
    // X = 2^52 − 1 gives 99 · 2^52 hundredths: the largest possible point.
    expect(crashPointFromDigest(ones)).toBe(99 * 2 ** 52);
  });

  it('give a crash point of at least 2.00 about 49.5 % of the time', () => {
    const seed = SERVER_SEED;
    let reached = 0;
    const n = 100_000;
    for (let nonce = 0; nonce < n; nonce++) if (crashPointFromDigest(fairDigest(seed, 'x', nonce)) >= 200) reached++;
    // Binomial standard deviation ≈ 0.0016; allow four of them.
    expect(Math.abs(reached / n - 0.495)).toBeLessThan(0.0064);
  });
});

describe('dice and crash payouts', () => {
  it('pay 99 % of the fair odds, floored to the minor unit', () => {
    expect(diceReturnMinor(1000n, 'under', 5000)).toBe(1980n);
    expect(diceMultiplierText('under', 5000)).toBe('1.9800');
    expect(diceReturnMinor(1000n, 'over', 4999)).toBe(1980n);
    expect(diceReturnMinor(1n, 'under', 9800)).toBe(1n);
    expect(diceMultiplierText('under', 100)).toBe('99.0000');
    expect(crashReturnMinor(1000n, 250, 249)).toBe(0n);
    expect(crashReturnMinor(1000n, 250, 250)).toBe(2500n);
    expect(crashReturnMinor(333n, 101, 5000)).toBe(336n);
  });

  it('accept only bets that win between 1 % and 98 % of the time', () => {
    expect(diceBetIsValid('under', 100)).toBe(true);
    expect(diceBetIsValid('under', 99)).toBe(false);
    expect(diceBetIsValid('under', 9800)).toBe(true);
    expect(diceBetIsValid('under', 9801)).toBe(false);
    expect(diceBetIsValid('over', 199)).toBe(true);
    expect(diceBetIsValid('over', 9899)).toBe(true);
    expect(diceBetIsValid('over', 9900)).toBe(false);
    expect(diceBetIsValid('under', 50.5)).toBe(false);
  });

  it('decide under and over strictly', () => {
    expect(diceWins('under', 5000, 4999)).toBe(true);
    expect(diceWins('under', 5000, 5000)).toBe(false);
    expect(diceWins('over', 5000, 5000)).toBe(false);
    expect(diceWins('over', 5000, 5001)).toBe(true);
  });

  it('return 99 % on average over every roll, for every valid under-bet', () => {
    // Exact over the 10000 equally likely rolls (the u32 → roll map is uniform to 1e-6).
    for (const target of [100, 777, 5000, 9800]) {
      const stake = 1_000_000n;
      const paid = diceReturnMinor(stake, 'under', target) * BigInt(target);
      const rtp = Number(paid) / Number(stake * 10_000n);
      expect(rtp).toBeGreaterThan(0.9899);
      expect(rtp).toBeLessThanOrEqual(0.99);
    }
  });
});
