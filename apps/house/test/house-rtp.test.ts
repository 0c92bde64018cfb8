import { describe, expect, it } from 'vitest';
import { signRequest } from '@wl/contract/vendor-wallet/signature';
import { crashPointFromDigest } from '../src/games/fair/fair-math';
import { fairDigest } from '../src/games/fair/fair-node';
import { verifyFair, type WebCryptoSubtle } from '../src/games/fair/fair-verify';
import { call, launchPlayer, SECRET, useHouse, VENDOR } from './test-house';

const ctx = useHouse();

function signed(
  path: string,
  fields: Record<string, unknown>,
  vendorCode = VENDOR,
  secret = SECRET,
) {
  const s = signRequest({ secret, vendorCode, fields, nowMs: ctx.clock.now });
  return ctx.app.inject({ method: 'POST', url: path, headers: s.headers, payload: s.rawBody });
}

async function rtpOf(gameCode: string): Promise<number> {
  const r = await signed('/settings/rtp/list', {});
  expect(r.statusCode).toBe(200);
  const games = (r.json().value as { games: { gameCode: string; rtpBp: number }[] }).games;
  return games.find((g) => g.gameCode === gameCode)?.rtpBp ?? -1;
}

type Round = {
  serverSeed: string | null;
  detail: { clientSeed: string; nonce: string; crashPoint: number; rtpBp?: number };
};
const roundView = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/rounds/${id}` })).json().value as Round;

describe('house RTP settings', () => {
  it('refuses values outside 90–99 %, unknown games, unsigned calls and the transfer code, changing nothing', async () => {
    expect(await rtpOf('fair-dice')).toBe(9_900);
    for (const rtpBp of [8_999, 9_901, 10_000]) {
      const r = await signed('/settings/rtp/set', { gameCode: 'fair-dice', rtpBp });
      expect([r.statusCode, r.json().errorCode, r.json().value]).toEqual([
        400,
        'RTP_OUT_OF_RANGE',
        { rtpMinBp: 9_000, rtpMaxBp: 9_900 },
      ]);
    }
    const slot = await signed('/settings/rtp/set', { gameCode: 'lucky-sevens', rtpBp: 9_500 });
    expect([slot.statusCode, slot.json().errorCode]).toEqual([404, 'GAME_NOT_FOUND']);
    const otherSecret = await signed(
      '/settings/rtp/set',
      { gameCode: 'fair-dice', rtpBp: 9_500 },
      VENDOR,
      'another-secret-0123456789',
    );
    expect([otherSecret.statusCode, otherSecret.json().errorCode]).toEqual([
      401,
      'INVALID_SIGNATURE',
    ]);
    const club = await signed(
      '/settings/rtp/set',
      { gameCode: 'fair-dice', rtpBp: 9_500 },
      'HOUSECLUB',
    );
    expect([club.statusCode, club.json().errorCode]).toEqual([400, 'INVALID_REQUEST']);
    expect(await rtpOf('fair-dice')).toBe(9_900);
  });

  it('pays dice rounds after a change at the new RTP and records it on the round', async () => {
    const p = await launchPlayer(ctx, 'fair-dice', { balanceMinor: 1_000_000n });
    // "under 98.00" wins 98 % of the time: the first win comes within a few bets.
    const winAt = async () => {
      for (let i = 0; i < 40; i++) {
        const bet = await call(ctx, p.sessionToken, 'POST', '/api/dice/bet', {
          stakeMinor: '1000',
          direction: 'under',
          target: 9800,
        });
        const v = bet.json().value as { won: boolean; winMinor: string; roundId: string };
        if (v.won) return v;
      }
      throw new Error('no winning roll');
    };
    expect((await winAt()).winMinor).toBe('1010');
    const set = await signed('/settings/rtp/set', { gameCode: 'fair-dice', rtpBp: 9_000 });
    expect(set.json()).toMatchObject({
      success: true,
      value: { gameCode: 'fair-dice', rtpBp: 9_000 },
    });
    const after = await winAt();
    expect(after.winMinor).toBe('918');
    expect((await roundView(after.roundId)).detail.rtpBp).toBe(9_000);
    // The page's rules and its multiplier (from the boot data) show the new figure.
    const page = (await ctx.app.inject({ method: 'GET', url: '/game/fair-dice' })).body;
    expect(page).toContain('90.00 %');
    expect(page).toContain('"rtpBp":9000');
    expect(await rtpOf('fair-crash')).toBe(9_900);
  });

  it('keeps rounds played before a change verifiable with their own RTP', async () => {
    const p = await launchPlayer(ctx, 'fair-crash', { balanceMinor: 100_000n });
    const bet = async () =>
      (
        await call(ctx, p.sessionToken, 'POST', '/api/crash/bet', {
          stakeMinor: '100',
          target: 200,
        })
      ).json().value as { roundId: string; crashPoint: number };
    const before = await bet();
    await signed('/settings/rtp/set', { gameCode: 'fair-crash', rtpBp: 9_200 });
    const after = await bet();
    await call(ctx, p.sessionToken, 'POST', '/api/fair/rotate', {});
    for (const [played, rtpBp] of [
      [before, 9_900],
      [after, 9_200],
    ] as const) {
      const view = await roundView(played.roundId);
      expect(view.detail.rtpBp).toBe(rtpBp);
      const input = {
        serverSeed: view.serverSeed ?? '',
        clientSeed: view.detail.clientSeed,
        nonce: Number(view.detail.nonce),
        rtpBp,
      };
      const checked = await verifyFair(
        globalThis.crypto.subtle as unknown as WebCryptoSubtle,
        input,
      );
      expect(checked.crashPoint).toBe(played.crashPoint);
      expect(
        crashPointFromDigest(
          fairDigest(input.serverSeed, input.clientSeed, BigInt(input.nonce)),
          rtpBp,
        ),
      ).toBe(played.crashPoint);
    }
  });
});
