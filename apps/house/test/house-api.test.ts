import { describe, expect, it } from 'vitest';
import { signRequest } from '@wl/contract/vendor-wallet/signature';
import { call, launchPlayer, SECRET, signedLaunch, useHouse, VENDOR } from './test-house';

const ctx = useHouse();

describe('launch', () => {
  it('answers a signed launch with a one-time game URL on the house', async () => {
    const res = await signedLaunch(ctx, { token: 'pt_whatever_1234', gameCode: 'lucky-sevens', mode: 'real', currency: 'PHP', language: 'TW' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value as { gameUrl: string; expiresAt: number };
    expect(value.gameUrl).toMatch(/^http:\/\/house\.test\/play\?t=[A-Za-z0-9_-]{43}$/);
    expect(value.expiresAt).toBe(ctx.clock.now + 5 * 60_000);
  });

  it('refuses a launch that is unsigned, signed with another secret, changed after signing or stale', async () => {
    const fields = { token: 'pt_whatever_1234', gameCode: 'fair-dice', mode: 'real', currency: 'PHP', language: 'EN' };
    const unsigned = await ctx.app.inject({ method: 'POST', url: '/launch', payload: { vendorCode: VENDOR, requestId: 'r', timestamp: ctx.clock.now, ...fields } });
    expect(unsigned.json()).toMatchObject({ success: false, errorCode: 'INVALID_SIGNATURE' });
    const other = signRequest({ secret: 'another', vendorCode: VENDOR, fields, nowMs: ctx.clock.now });
    const r1 = await ctx.app.inject({ method: 'POST', url: '/launch', headers: other.headers, payload: other.rawBody });
    expect(r1.statusCode).toBe(401);
    const good = signRequest({ secret: SECRET, vendorCode: VENDOR, fields, nowMs: ctx.clock.now });
    const tampered = good.rawBody.replace('fair-dice', 'fair-crash');
    const r2 = await ctx.app.inject({ method: 'POST', url: '/launch', headers: good.headers, payload: tampered });
    expect(r2.json()).toMatchObject({ errorCode: 'INVALID_SIGNATURE' });
    const stale = await signedLaunch(ctx, fields, ctx.clock.now - 6 * 60_000);
    expect(stale.json()).toMatchObject({ errorCode: 'STALE_TIMESTAMP' });
  });

  it('refuses an unknown game and a real launch without a player token', async () => {
    const unknown = await signedLaunch(ctx, { token: 'pt_whatever_1234', gameCode: 'nope', mode: 'real', currency: 'PHP', language: 'EN' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'GAME_NOT_FOUND' });
    const noToken = await signedLaunch(ctx, { gameCode: 'fair-dice', mode: 'real', currency: 'PHP', language: 'EN' });
    expect(noToken.json()).toMatchObject({ errorCode: 'INVALID_REQUEST' });
  });

  it('opens the game once per launch token, handing the session over in the URL fragment', async () => {
    ctx.platform.addMember({ token: 'pt_once_12345678', memberRef: 'm-once', currency: 'PHP', balanceMinor: 5_000n, tokenExpiresAt: ctx.clock.now + 60_000 });
    const launch = await signedLaunch(ctx, { token: 'pt_once_12345678', gameCode: 'jade-dragon', mode: 'real', currency: 'PHP', language: 'TW' });
    const url = new URL((launch.json().value as { gameUrl: string }).gameUrl);
    const first = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toMatch(/^\/game\/jade-dragon\?lang=TW#s=[A-Za-z0-9_-]{43}$/);
    const again = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain('SESSION_INVALID');
  });

  it('does not open a game whose player token the platform says has expired', async () => {
    ctx.platform.addMember({ token: 'pt_expired_123456', memberRef: 'm-exp', currency: 'PHP', balanceMinor: 5_000n, tokenExpiresAt: ctx.clock.now - 1 });
    const launch = await signedLaunch(ctx, { token: 'pt_expired_123456', gameCode: 'fair-dice', mode: 'real', currency: 'PHP', language: 'EN' });
    const url = new URL((launch.json().value as { gameUrl: string }).gameUrl);
    const page = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('TOKEN_EXPIRED');
  });
});

describe('a slot spin', () => {
  it('takes the stake, pays the win through the platform and records a replayable round', async () => {
    const p = await launchPlayer(ctx, 'lucky-sevens', { balanceMinor: 100_000n });
    const session = await call(ctx, p.sessionToken, 'GET', '/api/session');
    expect(session.json().value).toMatchObject({ gameCode: 'lucky-sevens', mode: 'real', balanceMinor: '100000', currency: 'PHP' });

    const spin = await call(ctx, p.sessionToken, 'POST', '/api/slot/spin', { betPerLineMinor: '10' });
    expect(spin.statusCode).toBe(200);
    const r = spin.json().value as { roundId: string; stakeMinor: string; winMinor: string; balanceMinor: string; stops: number[] };
    expect(r.stakeMinor).toBe('100');
    const expected = 100_000n - 100n + BigInt(r.winMinor);
    expect(BigInt(r.balanceMinor)).toBe(expected);
    expect(ctx.platform.members.get(p.playerToken)?.balanceMinor).toBe(expected);

    const round = await ctx.app.inject({ method: 'GET', url: `/api/rounds/${r.roundId}` });
    expect(round.json().value).toMatchObject({ type: 'wager', gameCode: 'lucky-sevens', status: 'settled', stakeMinor: '100', winMinor: r.winMinor, detail: { stops: r.stops } });
    const page = await ctx.app.inject({ method: 'GET', url: `/round/${r.roundId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(r.roundId);
    const history = await call(ctx, p.sessionToken, 'GET', '/api/rounds');
    expect((history.json().value as { rounds: { id: string }[] }).rounds[0]?.id).toBe(r.roundId);
    // The platform saw one debit and one credit (possibly of 0) for the round, with its ids.
    const txs = ctx.platform.calls.filter((c) => c.txId?.startsWith(r.roundId)).map((c) => c.txId);
    expect(txs).toEqual([`${r.roundId}.d`, `${r.roundId}.c`]);
  });

  it('refuses a spin above the balance with INSUFFICIENT_FUNDS and the balance, moving nothing', async () => {
    const p = await launchPlayer(ctx, 'jade-dragon', { balanceMinor: 50n });
    const spin = await call(ctx, p.sessionToken, 'POST', '/api/slot/spin', { betPerLineMinor: '5' });
    expect(spin.statusCode).toBe(402);
    expect(spin.json()).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_FUNDS', value: { balanceMinor: '50' } });
    expect(ctx.platform.members.get(p.playerToken)?.balanceMinor).toBe(50n);
    const history = await call(ctx, p.sessionToken, 'GET', '/api/rounds');
    expect((history.json().value as { rounds: { status: string }[] }).rounds[0]?.status).toBe('refused');
  });

  it('refuses a bet size the game does not offer and a request without a session', async () => {
    const p = await launchPlayer(ctx, 'lucky-sevens');
    expect((await call(ctx, p.sessionToken, 'POST', '/api/slot/spin', { betPerLineMinor: '3' })).statusCode).toBe(400);
    expect((await call(ctx, p.sessionToken, 'POST', '/api/slot/spin', { betPerLineMinor: 10 })).statusCode).toBe(400);
    const none = await ctx.app.inject({ method: 'POST', url: '/api/slot/spin', payload: { betPerLineMinor: '10' } });
    expect(none.json()).toMatchObject({ errorCode: 'SESSION_INVALID' });
  });

  it('refuses a new stake once the platform token has expired, but still pays a pending win', async () => {
    const p = await launchPlayer(ctx, 'lucky-sevens', { balanceMinor: 10_000n });
    const member = ctx.platform.members.get(p.playerToken);
    if (!member) throw new Error('member missing');
    member.tokenExpiresAt = ctx.clock.now - 1;
    const spin = await call(ctx, p.sessionToken, 'POST', '/api/slot/spin', { betPerLineMinor: '10' });
    expect(spin.json()).toMatchObject({ errorCode: 'TOKEN_EXPIRED' });
    expect(member.balanceMinor).toBe(10_000n);
  });
});

describe('pages', () => {
  it('serves every game page, its script, the verifier, the artwork and the catalogue', async () => {
    for (const code of ['lucky-sevens', 'jade-dragon', 'fair-dice', 'fair-crash', 'live-baccarat']) {
      const page = await ctx.app.inject({ method: 'GET', url: `/game/${code}?lang=TW` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('lang="zh-Hant" dir="ltr"');
      expect((await ctx.app.inject({ method: 'GET', url: `/icons/${code}.svg` })).headers['content-type']).toContain('svg');
    }
    const script = await ctx.app.inject({ method: 'GET', url: '/assets/slot.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect((await ctx.app.inject({ method: 'GET', url: '/assets/nope.js' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/verify' })).statusCode).toBe(200);
    const games = (await ctx.app.inject({ method: 'GET', url: '/games' })).json().value as { games: { gameCode: string; rtpPercent: string }[] };
    expect(games.games.map((g) => g.gameCode)).toEqual(['lucky-sevens', 'jade-dragon', 'fair-dice', 'fair-crash', 'live-baccarat']);
    expect(games.games[0]?.rtpPercent).toBe('96.48');
  });

  it('speaks the launch language: its words, its number formats, right to left for Arabic', async () => {
    const th = (await ctx.app.inject({ method: 'GET', url: '/game/lucky-sevens?lang=TH' })).body;
    expect(th).toContain('lang="th" dir="ltr"');
    expect(th).toContain('หมุน');
    expect(th).toContain('ลัคกี้เซเว่น');
    const vi = (await ctx.app.inject({ method: 'GET', url: '/game/jade-dragon?lang=VI' })).body;
    expect(vi).toContain('Tỷ lệ hoàn trả (RTP)');
    expect(vi).toMatch(/<bdi>\d+,\d\d %<\/bdi>/); // the RTP with the Vietnamese decimal comma
    const ar = (await ctx.app.inject({ method: 'GET', url: '/game/fair-dice?lang=AR' })).body;
    expect(ar).toContain('lang="ar" dir="rtl"');
    expect(ar).toContain('Roll under'); // Arabic reads the English words
    expect(ar).toContain('"language":"AR"');
    const ja = (await ctx.app.inject({ method: 'GET', url: '/verify?lang=JA' })).body;
    expect(ja).toContain('lang="ja" dir="ltr"');
    expect(ja).toContain('Provably fair verifier');
  });

  it('keeps the launch language through the launch and the player link', async () => {
    const launch = await ctx.app.inject({ method: 'GET', url: '/demo/fair-crash?lang=ar' });
    const play = await ctx.app.inject({ method: 'GET', url: String(launch.headers.location) });
    expect(play.headers.location).toMatch(/^\/game\/fair-crash\?lang=AR#s=/);
  });

  it('shows the exact RTP in the slot rules', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/game/jade-dragon' });
    expect(page.body).toContain('96.40 %');
  });
});
