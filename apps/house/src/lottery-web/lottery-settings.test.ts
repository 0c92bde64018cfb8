import { describe, expect, it } from 'vitest';
import { signRequest } from '@wl/contract/vendor-wallet/signature';
import { call, launchPlayer, SECRET, VENDOR } from '../../test/test-house';
import { useLotteryHouse } from './lottery-house-test';
import { runLotteryTick } from './lottery-loop';

// 10:00:05 in Vietnam: FAST5D_1M draw 20260115-0601 is open, locks 10:00:50, draws 10:01:00.
const START = Date.UTC(2026, 0, 15, 3, 0, 5);
const NUMERO = '20260115-0601';
const ctx = useLotteryHouse(START);

interface Table { family: string; custom: boolean; minStakeMinor: string; maxStakeMinor: string;
  betTypes: { betType: string; win: string; per: string; enabled: boolean; rtpPercent: string }[] }
interface Bet { betId: string; betType: string; numbers: string[]; status: string; payoutMinor: string | null }

function signed(path: string, fields: Record<string, unknown>, vendorCode = VENDOR, secret = SECRET) {
  const s = signRequest({ secret, vendorCode, fields, nowMs: ctx.clock.now });
  return ctx.app.inject({ method: 'POST', url: path, headers: s.headers, payload: s.rawBody });
}
async function tables(merchantCode: string) {
  const r = await signed('/settings/lottery/get', { merchantCode });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().value as { rtpMinPercent: string; rtpMaxPercent: string; tables: Table[] };
}
const fast = async (merchantCode: string) => (await tables(merchantCode)).tables.find((t) => t.family === 'fast-5d')!;
/** The fast 5D table as a set request, with `change` applied. */
async function fastTable(merchantCode: string, change: Record<string, unknown> = {}) {
  const t = await fast(merchantCode);
  return {
    merchantCode, family: 'fast-5d',
    odds: Object.fromEntries(t.betTypes.map((b) => [b.betType, { win: b.win, per: b.per }])),
    switchedOff: t.betTypes.filter((b) => !b.enabled).map((b) => b.betType),
    minStakeMinor: t.minStakeMinor, maxStakeMinor: t.maxStakeMinor, ...change,
  };
}
const withOdds = async (merchantCode: string, betType: string, win: unknown, per: unknown) => {
  const body = await fastTable(merchantCode);
  return { ...body, odds: { ...body.odds, [betType]: { win, per } } };
};
const bet = (token: string, body: Record<string, unknown>) =>
  call(ctx, token, 'POST', '/api/lottery/bets', {
    gameCode: 'FAST5D_1M', numero: NUMERO, position: null, betRef: `r${Math.random().toString(36).slice(2)}`, ...body,
  });
const rules = async (token: string) =>
  (await call(ctx, token, 'GET', '/api/lottery/rules?gameCode=FAST5D_1M&lang=EN')).json().value as
    { minStakeMinor: string; betTypes: { betType: string; win: string; per: string; rtpPercent: string }[] };

describe('lottery settings per operator (ADR 0040)', () => {
  it('answers the default tables with each bet type RTP while an operator has none of its own', async () => {
    const all = await tables('OPA');
    expect([all.rtpMinPercent, all.rtpMaxPercent]).toEqual(['90.00', '100.00']);
    expect(all.tables.map((t) => [t.family, t.custom])).toEqual([['vn-north', false], ['vn-provincial', false], ['fast-5d', false]]);
    const north = all.tables[0]!;
    expect(north.betTypes.find((b) => b.betType === 'lo2')).toEqual({ betType: 'lo2', win: '98', per: '27', enabled: true, rtpPercent: '98.00', hits: { num: '27', den: '100' } });
    expect(north.betTypes.length).toBe(10);
  });

  it('refuses bad tables, unsigned calls and the transfer code, storing nothing', async () => {
    const good = await fastTable('OPA');
    const refusals: [Record<string, unknown>, number, string][] = [
      [await withOdds('OPA', 'pos_digit', 'x', '10'), 400, 'INVALID_REQUEST'],
      [await withOdds('OPA', 'pos_digit', '-98', '10'), 400, 'INVALID_REQUEST'],
      [await withOdds('OPA', 'pos_digit', '0', '10'), 400, 'INVALID_REQUEST'],
      [await withOdds('OPA', 'pos_digit', 9.5, '1'), 400, 'INVALID_REQUEST'],
      [await withOdds('OPA', 'pos_digit', '101', '10'), 400, 'LOTTERY_RTP_OUT_OF_RANGE'],
      [await withOdds('OPA', 'pos_digit', '89', '10'), 400, 'LOTTERY_RTP_OUT_OF_RANGE'],
      [await withOdds('OPA', 'lo2', '98', '27'), 400, 'LOTTERY_BET_TYPES'],
      [{ ...good, odds: { pos_digit: { win: '95', per: '10' } } }, 400, 'LOTTERY_BET_TYPES'],
      [{ ...good, switchedOff: ['de'] }, 400, 'LOTTERY_BET_TYPES'],
      [{ ...good, switchedOff: ['nope'] }, 400, 'INVALID_REQUEST'],
      [{ ...good, family: 'fast-6d' }, 400, 'INVALID_REQUEST'],
      [{ ...good, minStakeMinor: '500', maxStakeMinor: '400' }, 400, 'LOTTERY_STAKE_LIMITS'],
      [{ ...good, minStakeMinor: '-1' }, 400, 'INVALID_REQUEST'],
    ];
    for (const [body, status, code] of refusals) {
      const r = await signed('/settings/lottery/set', body);
      expect([r.statusCode, r.json().errorCode], JSON.stringify(body)).toEqual([status, code]);
    }
    const high = await signed('/settings/lottery/set', await withOdds('OPA', 'pos_digit', '101', '10'));
    expect(high.json().value).toEqual({
      problems: [{ betType: 'pos_digit', rtpPercent: '101.00' }], rtpMinPercent: '90.00', rtpMaxPercent: '100.00',
    });
    const forged = await signed('/settings/lottery/set', await withOdds('OPA', 'pos_digit', '95', '10'), VENDOR, 'another-secret-0123456789');
    expect([forged.statusCode, forged.json().errorCode]).toEqual([401, 'INVALID_SIGNATURE']);
    const club = await signed('/settings/lottery/set', await withOdds('OPA', 'pos_digit', '95', '10'), 'HOUSECLUB');
    expect([club.statusCode, club.json().errorCode]).toEqual([400, 'INVALID_REQUEST']);
    expect(await fast('OPA')).toMatchObject({ custom: false });
    expect((await ctx.db.query('SELECT 1 FROM house.lottery_operator_tables')).rowCount).toBe(0);
  });

  it("keeps each bet's odds: a change before the draw pays old bets the old odds and new bets the new", async () => {
    const p = await launchPlayer(ctx, 'FAST5D_1M', { balanceMinor: 1_000_000n, merchantCode: 'OPA' });
    const other = await launchPlayer(ctx, 'FAST5D_1M', { balanceMinor: 1_000_000n, merchantCode: 'OPB' });
    await runLotteryTick(ctx.deps);
    const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    const placeAll = async (token: string) => {
      for (const d of digits) {
        const r = await bet(token, { betType: 'pos_digit', numbers: [d], position: 1, stakeMinor: '1000' });
        expect(r.statusCode, r.body).toBe(200);
      }
    };
    await placeAll(p.sessionToken);
    const set = await signed('/settings/lottery/set', await withOdds('OPA', 'pos_digit', '92', '10'));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.betTypes.find((b: { betType: string }) => b.betType === 'pos_digit'))
      .toMatchObject({ win: '92', per: '10', rtpPercent: '92.00', enabled: true });
    expect(await fast('OPA')).toMatchObject({ custom: true });
    expect(await fast('OPB')).toMatchObject({ custom: false });
    // The page's rules follow the operator of the session; another operator keeps the default.
    expect((await rules(p.sessionToken)).betTypes.find((b) => b.betType === 'pos_digit'))
      .toMatchObject({ win: '92', rtpPercent: '92.00' });
    expect((await rules(other.sessionToken)).betTypes.find((b) => b.betType === 'pos_digit')).toMatchObject({ win: '98' });
    await placeAll(p.sessionToken);
    await placeAll(other.sessionToken);
    const stored = await ctx.db.query<{ odds_win: bigint }>(
      `SELECT odds_win FROM house.lottery_bets WHERE bet_type = 'pos_digit' ORDER BY id`);
    expect(stored.rows.map((r) => Number(r.odds_win))).toEqual([...Array(10).fill(98), ...Array(10).fill(92), ...Array(10).fill(98)]);

    ctx.clock.now = START + 56_000; // past the draw at 10:01:00
    for (let i = 0; i < 3; i++) await runLotteryTick(ctx.deps);
    const mine = (await call(ctx, p.sessionToken, 'GET', '/api/lottery/bets?limit=50')).json().value as Bet[];
    const won = mine.filter((b) => b.status === 'won').map((b) => b.payoutMinor).sort();
    expect(won).toEqual(['9200', '9800']);
    const theirs = (await call(ctx, other.sessionToken, 'GET', '/api/lottery/bets?limit=50')).json().value as Bet[];
    expect(theirs.filter((b) => b.status === 'won').map((b) => b.payoutMinor)).toEqual(['9800']);
  });

  it('switches a bet type off and enforces the stake limits of the operator only', async () => {
    const numero = '20260115-0602'; // open from 10:01:00, the clock is 10:01:01
    const p = await launchPlayer(ctx, 'FAST5D_1M', { balanceMinor: 1_000_000n, merchantCode: 'OPA' });
    const other = await launchPlayer(ctx, 'FAST5D_1M', { balanceMinor: 1_000_000n, merchantCode: 'OPB' });
    await runLotteryTick(ctx.deps);
    const set = await signed('/settings/lottery/set', await fastTable('OPA', {
      switchedOff: ['sum_big_small'], minStakeMinor: '500', maxStakeMinor: '2000',
    }));
    expect(set.statusCode, set.body).toBe(200);
    const big = { numero, betType: 'sum_big_small', numbers: ['big'], stakeMinor: '1000' };
    const off = await bet(p.sessionToken, big);
    expect([off.statusCode, off.json().errorCode]).toEqual([409, 'lottery.bet_type_off']);
    expect((await rules(p.sessionToken)).betTypes.map((b) => b.betType)).not.toContain('sum_big_small');
    expect((await rules(p.sessionToken)).minStakeMinor).toBe('500');
    expect((await bet(other.sessionToken, big)).statusCode).toBe(200);
    const odd = { numero, betType: 'sum_odd_even', numbers: ['odd'] };
    for (const stakeMinor of ['499', '2001']) {
      expect((await bet(p.sessionToken, { ...odd, stakeMinor })).json()).toMatchObject({ errorCode: 'lottery.stake_out_of_range' });
    }
    for (const stakeMinor of ['500', '2000']) expect((await bet(p.sessionToken, { ...odd, stakeMinor })).statusCode).toBe(200);
    expect((await bet(other.sessionToken, { ...odd, stakeMinor: '300' })).statusCode).toBe(200);
    // Switched on again, with its odds kept.
    await signed('/settings/lottery/set', await fastTable('OPA', { switchedOff: [] }));
    expect((await bet(p.sessionToken, big)).statusCode).toBe(200);
    expect((await fast('OPA')).betTypes.find((b) => b.betType === 'pos_digit')).toMatchObject({ win: '92', enabled: true });
  });
});
