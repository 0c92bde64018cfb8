import { describe, expect, it } from 'vitest';
import { crashPointFromDigest, diceRollFromDigest } from '../src/games/fair/fair-math';
import { fairDigest, serverSeedHash } from '../src/games/fair/fair-node';
import { call, launchPlayer, useHouse } from './test-house';

const ctx = useHouse();

interface Seed { serverSeedHash: string; clientSeed: string; nextNonce: string; serverSeed: string | null }

describe('provably fair dice and crash', () => {
  it('commit to a server seed before play and reveal it on rotation, so every bet verifies', async () => {
    const p = await launchPlayer(ctx, 'fair-dice', { balanceMinor: 100_000n });
    const seeds = (await call(ctx, p.sessionToken, 'GET', '/api/fair/seeds')).json().value as { active: Seed };
    expect(seeds.active.serverSeed).toBeNull();
    expect(seeds.active.nextNonce).toBe('0');

    const rolls: { roll: number; nonce: string; roundId: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const bet = await call(ctx, p.sessionToken, 'POST', '/api/dice/bet', { stakeMinor: '100', direction: 'over', target: 4999 });
      expect(bet.statusCode).toBe(200);
      rolls.push(bet.json().value as { roll: number; nonce: string; roundId: string });
    }
    expect(rolls.map((r) => r.nonce)).toEqual(['0', '1', '2']);

    const rotated = (await call(ctx, p.sessionToken, 'POST', '/api/fair/rotate', { clientSeed: 'my-lucky-seed' })).json().value as {
      revealed: Seed; active: Seed;
    };
    const revealed = rotated.revealed.serverSeed ?? '';
    expect(serverSeedHash(revealed)).toBe(seeds.active.serverSeedHash);
    expect(rotated.active).toMatchObject({ clientSeed: 'my-lucky-seed', nextNonce: '0', serverSeed: null });
    expect(rotated.active.serverSeedHash).not.toBe(seeds.active.serverSeedHash);
    for (const r of rolls) {
      expect(diceRollFromDigest(fairDigest(revealed, seeds.active.clientSeed, BigInt(r.nonce)))).toBe(r.roll);
      // The round page now carries the revealed seed too.
      const view = (await ctx.app.inject({ method: 'GET', url: `/api/rounds/${r.roundId}` })).json().value as { serverSeed: string };
      expect(view.serverSeed).toBe(revealed);
    }
  });

  it('keeps the server seed of the active pair out of the round record until rotation', async () => {
    const p = await launchPlayer(ctx, 'fair-crash', { balanceMinor: 100_000n });
    const bet = await call(ctx, p.sessionToken, 'POST', '/api/crash/bet', { stakeMinor: '100', target: 200 });
    const value = bet.json().value as { roundId: string; crashPoint: number; won: boolean; winMinor: string };
    expect(value.won).toBe(value.crashPoint >= 200);
    expect(value.winMinor).toBe(value.won ? '200' : '0');
    const view = (await ctx.app.inject({ method: 'GET', url: `/api/rounds/${value.roundId}` })).json().value as {
      serverSeed: string | null; detail: { clientSeed: string; nonce: string; crashPoint: number };
    };
    expect(view.serverSeed).toBeNull();
    const rotated = (await call(ctx, p.sessionToken, 'POST', '/api/fair/rotate', {})).json().value as { revealed: Seed };
    const digest = fairDigest(rotated.revealed.serverSeed ?? '', view.detail.clientSeed, BigInt(view.detail.nonce));
    expect(crashPointFromDigest(digest)).toBe(value.crashPoint);
  });

  it('refuses dice bets outside 1–98 % chance, crash targets below 1.01× and bad client seeds', async () => {
    const p = await launchPlayer(ctx, 'fair-dice');
    for (const body of [
      { stakeMinor: '100', direction: 'under', target: 99 },
      { stakeMinor: '100', direction: 'over', target: 9900 },
      { stakeMinor: '5', direction: 'under', target: 5000 },
      { stakeMinor: '100', direction: 'sideways', target: 5000 },
    ]) {
      expect((await call(ctx, p.sessionToken, 'POST', '/api/dice/bet', body)).statusCode).toBe(400);
    }
    // A dice session cannot play crash.
    expect((await call(ctx, p.sessionToken, 'POST', '/api/crash/bet', { stakeMinor: '100', target: 200 })).statusCode).toBe(404);
    const rotate = await call(ctx, p.sessionToken, 'POST', '/api/fair/rotate', { clientSeed: 'has space' });
    expect(rotate.statusCode).toBe(400);
    const c = await launchPlayer(ctx, 'fair-crash');
    expect((await call(ctx, c.sessionToken, 'POST', '/api/crash/bet', { stakeMinor: '100', target: 100 })).statusCode).toBe(400);
  });
});
