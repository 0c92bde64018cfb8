import { describe, expect, it } from 'vitest';
import { signRequest } from '@wl/contract/vendor-wallet/signature';
import { call, launchPlayer, SECRET, signedLaunch, VENDOR } from '../../test/test-house';
import { useLotteryHouse } from './lottery-house-test';
import { runLotteryTick } from './lottery-loop';

// 10:00:05 in Vietnam: FAST5D_1M draw 20260115-0601 and FAST5D_3M's are open.
const START = Date.UTC(2026, 0, 15, 3, 0, 5);
const ctx = useLotteryHouse(START);

function signed(path: string, fields: Record<string, unknown>, vendorCode = VENDOR, secret = SECRET) {
  const s = signRequest({ secret, vendorCode, fields, nowMs: ctx.clock.now });
  return ctx.app.inject({ method: 'POST', url: path, headers: s.headers, payload: s.rawBody });
}
const saveLobby = (merchantCode: string, games: { gameCode: string; enabled: boolean }[]) =>
  signed('/settings/lottery/lobby', { merchantCode, games });

/** Opens the house lottery lobby as the platform does (view: lobby) and answers the page. */
async function lobbyPage(merchantCode: string | null) {
  const launch = await signedLaunch(ctx, {
    gameCode: 'FAST5D_3M', mode: 'demo', currency: 'PHP', language: 'EN', view: 'lobby',
    ...(merchantCode ? { merchantCode } : {}),
  });
  expect(launch.statusCode, launch.body).toBe(200);
  const url = new URL((launch.json() as { value: { gameUrl: string } }).value.gameUrl);
  const play = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(play.statusCode).toBe(303);
  const location = String(play.headers.location).split('#')[0]!;
  const page = await ctx.app.inject({ method: 'GET', url: location });
  expect(page.statusCode).toBe(200);
  return { location, listed: [...page.body.matchAll(/data-lottery="([A-Z0-9_]+)"/g)].map((m) => m[1]!) };
}

const FAST_DEFAULT = ['FAST5D_1M', 'FAST5D_3M', 'FAST5D_5M'];

describe("the house lottery lobby follows the operator's choice (ADR 0040)", () => {
  it('lists only the enabled lotteries in the order the platform pushed, per operator, also after a launch', async () => {
    const before = await lobbyPage('OPA');
    expect(before.location).toContain('op=OPA');
    const all = before.listed;
    expect(all.slice(0, 3)).toEqual(FAST_DEFAULT);
    expect(all).toContain('VN_MB');

    const r = await saveLobby('OPA', [
      { gameCode: 'FAST5D_5M', enabled: true }, { gameCode: 'FAST5D_1M', enabled: false },
      { gameCode: 'VN_MB', enabled: false }, { gameCode: 'FAST5D_3M', enabled: true },
    ]);
    expect([r.statusCode, r.json().success], r.body).toEqual([200, true]);
    const after = await lobbyPage('OPA');
    expect(after.listed.slice(0, 2)).toEqual(['FAST5D_5M', 'FAST5D_3M']);
    expect(after.listed).not.toContain('FAST5D_1M');
    expect(after.listed).not.toContain('VN_MB');
    // Lotteries the operator did not name keep their default place after the named ones.
    expect(after.listed).toEqual(all.filter((c) => c !== 'FAST5D_1M' && c !== 'VN_MB')
      .sort((a, b) => (['FAST5D_5M', 'FAST5D_3M'].indexOf(a) + 1 || 99) - (['FAST5D_5M', 'FAST5D_3M'].indexOf(b) + 1 || 99)));
    // A page opened before the change shows the new choice when reloaded: it is read at the house.
    expect((await ctx.app.inject({ method: 'GET', url: before.location })).body).not.toContain('data-lottery="FAST5D_1M"');
    // Another operator and a launch without a merchant keep every lottery.
    expect((await lobbyPage('OPB')).listed).toEqual(all);
    expect((await lobbyPage(null)).listed).toEqual(all);
  });

  it("refuses rules and bets of a switched-off lottery to the operator's sessions, also opened before the change", async () => {
    const p = await launchPlayer(ctx, 'FAST5D_3M', { balanceMinor: 1_000_000n, merchantCode: 'OPC' });
    const other = await launchPlayer(ctx, 'FAST5D_3M', { balanceMinor: 1_000_000n, merchantCode: 'OPD' });
    await runLotteryTick(ctx.deps);
    const numero = '20260115-0601';
    const bet = (token: string) => call(ctx, token, 'POST', '/api/lottery/bets', {
      gameCode: 'FAST5D_1M', numero, betType: 'pos_digit', numbers: ['3'], position: 1, stakeMinor: '1000',
      betRef: `r${Math.random().toString(36).slice(2)}`,
    });
    const rules = (token: string) => call(ctx, token, 'GET', '/api/lottery/rules?gameCode=FAST5D_1M&lang=EN');
    expect((await rules(p.sessionToken)).statusCode).toBe(200);
    const first = await bet(p.sessionToken);
    expect(first.statusCode, first.body).toBe(200);

    expect((await saveLobby('OPC', [{ gameCode: 'FAST5D_1M', enabled: false }])).statusCode).toBe(200);
    const refused = await bet(p.sessionToken);
    expect([refused.json().success, refused.json().errorCode]).toEqual([false, 'lottery.game_unknown']);
    expect((await rules(p.sessionToken)).json()).toMatchObject({ success: false, errorCode: 'lottery.game_unknown' });
    const bets = await ctx.db.query('SELECT 1 FROM house.lottery_bets WHERE member_ref = $1', [p.memberRef]);
    expect(bets.rowCount).toBe(1);
    // The operator's other lotteries, another operator and the public rules stay open.
    expect((await call(ctx, p.sessionToken, 'GET', '/api/lottery/rules?gameCode=FAST5D_3M&lang=EN')).statusCode).toBe(200);
    expect((await bet(other.sessionToken)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/lottery/rules?gameCode=FAST5D_1M&lang=EN' })).statusCode).toBe(200);
    // Switched on again: it takes bets again.
    expect((await saveLobby('OPC', [{ gameCode: 'FAST5D_1M', enabled: true }])).statusCode).toBe(200);
    expect((await bet(p.sessionToken)).statusCode).toBe(200);
  });

  it('refuses unknown lotteries, repeated codes, unsigned calls and the transfer code, storing nothing', async () => {
    const cases: [Record<string, unknown>, number, string, string?, string?][] = [
      [{ merchantCode: 'OPE', games: [{ gameCode: 'NOPE_1', enabled: true }] }, 400, 'LOTTERY_UNKNOWN_GAME'],
      [{ merchantCode: 'OPE', games: [{ gameCode: 'VN_MB', enabled: true }, { gameCode: 'VN_MB', enabled: false }] }, 400, 'INVALID_REQUEST'],
      [{ merchantCode: 'OPE', games: [{ gameCode: 'VN_MB', enabled: 'no' }] }, 400, 'INVALID_REQUEST'],
      [{ merchantCode: 'O P', games: [] }, 400, 'INVALID_REQUEST'],
      [{ merchantCode: 'OPE', games: [{ gameCode: 'VN_MB', enabled: false }] }, 401, 'INVALID_SIGNATURE', VENDOR, 'another-secret-0123456789'],
      [{ merchantCode: 'OPE', games: [{ gameCode: 'VN_MB', enabled: false }] }, 400, 'INVALID_REQUEST', 'HOUSECLUB'],
    ];
    for (const [body, status, code, vendor, secret] of cases) {
      const r = await signed('/settings/lottery/lobby', body, vendor ?? VENDOR, secret ?? SECRET);
      expect([r.statusCode, r.json().success, r.json().errorCode], JSON.stringify(body)).toEqual([status, false, code]);
    }
    expect((await ctx.db.query(`SELECT 1 FROM house.lottery_operator_lobby WHERE merchant_code = 'OPE'`)).rowCount).toBe(0);
    expect((await lobbyPage('OPE')).listed).toContain('VN_MB');
  });
});
