import { describe, expect, it } from 'vitest';
import { signRequest } from '@wl/contract/vendor-wallet/signature';
import { call, SECRET, useHouse, type HouseTestContext } from '../../test/test-house';
import { advanceTable } from '../games/baccarat/baccarat-table';
import { spotReturnMinor, type Deal } from '../games/baccarat/baccarat-rules';

const ctx = useHouse();
const CLUB = 'HOUSECLUB';
let n = 0;

function signed(c: HouseTestContext, path: string, fields: Record<string, unknown>, secret = SECRET, vendorCode = CLUB) {
  const s = signRequest({ secret, vendorCode, fields, nowMs: c.clock.now });
  return c.app.inject({ method: 'POST', url: path, headers: s.headers, payload: s.rawBody });
}

const member = () => `club-${++n}`;
const move = (kind: 'deposit' | 'withdraw', memberRef: string, transferId: string, amountMinor: string, currency = 'PHP') =>
  signed(ctx, `/transfer/${kind}`, { transferId, memberRef, currency, amountMinor });

async function balance(memberRef: string): Promise<string> {
  const r = await signed(ctx, '/transfer/balance', { memberRef, currency: 'PHP' });
  expect(r.statusCode).toBe(200);
  return (r.json().value as { balanceMinor: string }).balanceMinor;
}

describe('the transfer-wallet API', () => {
  it('refuses an unsigned call, another secret, a changed body and the seamless vendor code', async () => {
    const m = member();
    const fields = { transferId: `t-${m}`, memberRef: m, currency: 'PHP', amountMinor: '500' };
    const unsigned = await ctx.app.inject({ method: 'POST', url: '/transfer/deposit', payload: { vendorCode: CLUB, requestId: 'r1', timestamp: ctx.clock.now, ...fields } });
    expect([unsigned.statusCode, unsigned.json().errorCode]).toEqual([401, 'INVALID_SIGNATURE']);
    const other = await signed(ctx, '/transfer/deposit', fields, 'another-secret-0123456789');
    expect([other.statusCode, other.json().errorCode]).toEqual([401, 'INVALID_SIGNATURE']);
    const good = signRequest({ secret: SECRET, vendorCode: CLUB, fields, nowMs: ctx.clock.now });
    const tampered = await ctx.app.inject({ method: 'POST', url: '/transfer/deposit', headers: good.headers, payload: good.rawBody.replace('"500"', '"900"') });
    expect(tampered.json()).toMatchObject({ success: false, errorCode: 'INVALID_SIGNATURE' });
    const seamlessCode = await signed(ctx, '/transfer/deposit', fields, SECRET, 'HOUSE');
    expect([seamlessCode.statusCode, seamlessCode.json().errorCode]).toEqual([400, 'INVALID_REQUEST']);
    const badAmount = await move('deposit', m, `t2-${m}`, '-5');
    expect([badAmount.statusCode, badAmount.json().message]).toEqual([400, 'INVALID_REQUEST']);
    expect(await balance(m)).toBe('0');
  });

  it('applies a transfer id once: a replay answers the first result, another body is a conflict', async () => {
    const m = member();
    const first = await move('deposit', m, `in-${m}`, '1500');
    expect(first.json()).toMatchObject({ success: true, value: { balanceMinor: '1500', amountMinor: '1500', replayed: false } });
    await move('deposit', m, `in2-${m}`, '100');
    const replay = await move('deposit', m, `in-${m}`, '1500');
    expect(replay.json().value).toMatchObject({ balanceMinor: '1500', replayed: true });
    const other = await move('deposit', m, `in-${m}`, '1600');
    expect([other.statusCode, other.json().errorCode]).toEqual([409, 'TRANSACTION_CONFLICT']);
    const asWithdraw = await move('withdraw', m, `in-${m}`, '1500');
    expect(asWithdraw.json().errorCode).toBe('TRANSACTION_CONFLICT');
    const out = await move('withdraw', m, `out-${m}`, '600');
    expect(out.json().value).toMatchObject({ balanceMinor: '1000', replayed: false });
    expect((await move('withdraw', m, `out-${m}`, '600')).json().value).toMatchObject({ balanceMinor: '1000', replayed: true });
    expect(await balance(m)).toBe('1000');
  });

  it('refuses a withdrawal beyond the balance, and its replay alike, moving nothing', async () => {
    const m = member();
    await move('deposit', m, `in-${m}`, '300');
    const over = await move('withdraw', m, `out-${m}`, '301');
    expect([over.statusCode, over.json()]).toEqual([402, expect.objectContaining({ errorCode: 'INSUFFICIENT_FUNDS', value: { balanceMinor: '300', currency: 'PHP' } })]);
    await move('deposit', m, `in2-${m}`, '100');
    expect((await move('withdraw', m, `out-${m}`, '301')).json().errorCode).toBe('INSUFFICIENT_FUNDS');
    expect(await balance(m)).toBe('400');
  });

  it('never goes negative under 50 concurrent withdrawals', async () => {
    const m = member();
    await move('deposit', m, `in-${m}`, '1000');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => move('withdraw', m, `out-${m}-${i}`, '100')));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 402)).toHaveLength(40);
    expect(await balance(m)).toBe('0');
    const moved = await ctx.db.query<{ s: bigint }>(
      `SELECT coalesce(sum(amount_minor), 0)::int8 AS s FROM house.transfer_wallet_transfers
        WHERE member_ref = $1 AND kind = 'withdraw' AND outcome = 'applied'`, [m]);
    expect(moved.rows[0]?.s).toBe(1000n);
  });
});

/** A transfer-mode launch as the platform sends it; answers the page's session token. */
async function openTransferSession(memberRef: string, gameCode: string): Promise<string> {
  const launch = await signed(ctx, '/launch', { gameCode, mode: 'real', walletMode: 'transfer', memberRef, currency: 'PHP', language: 'EN' });
  expect(launch.statusCode).toBe(200);
  const url = new URL((launch.json().value as { gameUrl: string }).gameUrl);
  const play = await ctx.app.inject({ method: 'GET', url: url.pathname + url.search });
  const token = /#s=([A-Za-z0-9_-]+)/.exec(String(play.headers.location))?.[1];
  if (!token) throw new Error(`no session (${play.statusCode})`);
  return token;
}

describe('a transfer-mode game session', () => {
  it('stakes and wins against the house book, never calling the platform', async () => {
    const m = member();
    await move('deposit', m, `in-${m}`, '10000');
    const callsBefore = ctx.platform.calls.length;
    let expected = 10_000n;
    const slot = await openTransferSession(m, 'lucky-sevens');
    expect((await call(ctx, slot, 'GET', '/api/session')).json().value).toMatchObject({ mode: 'transfer', balanceMinor: '10000' });
    for (let i = 0; i < 3; i++) {
      const spin = (await call(ctx, slot, 'POST', '/api/slot/spin', { betPerLineMinor: '10' })).json().value as { stakeMinor: string; winMinor: string; balanceMinor: string };
      expected += BigInt(spin.winMinor) - BigInt(spin.stakeMinor);
      expect(BigInt(spin.balanceMinor)).toBe(expected);
    }
    const dice = (await call(ctx, await openTransferSession(m, 'fair-dice'), 'POST', '/api/dice/bet', { stakeMinor: '100', direction: 'over', target: 4999 })).json().value as { winMinor: string };
    expected += BigInt(dice.winMinor) - 100n;
    const crash = (await call(ctx, await openTransferSession(m, 'fair-crash'), 'POST', '/api/crash/bet', { stakeMinor: '100', target: 200 })).json().value as { winMinor: string };
    expected += BigInt(crash.winMinor) - 100n;
    expect(BigInt(await balance(m))).toBe(expected);
    expect(ctx.platform.calls.length).toBe(callsBefore);
    const out = await move('withdraw', m, `out-${m}`, expected.toString());
    expect(out.json().value).toMatchObject({ balanceMinor: '0' });
  });

  it('refuses a stake beyond the book, a transfer launch without memberRef, and a lottery in transfer mode', async () => {
    const m = member();
    await move('deposit', m, `in-${m}`, '50');
    const slot = await openTransferSession(m, 'lucky-sevens');
    const spin = await call(ctx, slot, 'POST', '/api/slot/spin', { betPerLineMinor: '10' });
    expect([spin.statusCode, spin.json().errorCode]).toEqual([402, 'INSUFFICIENT_FUNDS']);
    expect(await balance(m)).toBe('50');
    const noRef = await signed(ctx, '/launch', { gameCode: 'lucky-sevens', mode: 'real', walletMode: 'transfer', currency: 'PHP', language: 'EN' });
    expect(noRef.json().errorCode).toBe('INVALID_REQUEST');
    const asSeamless = await signed(ctx, '/launch', { gameCode: 'lucky-sevens', mode: 'real', walletMode: 'transfer', memberRef: m, currency: 'PHP', language: 'EN' }, SECRET, 'HOUSE');
    expect(asSeamless.json().errorCode).toBe('INVALID_REQUEST');
    const lottery = await signed(ctx, '/launch', { gameCode: 'FAST5D_1M', mode: 'real', walletMode: 'transfer', memberRef: m, currency: 'PHP', language: 'EN' });
    expect([lottery.statusCode, lottery.json().errorCode]).toEqual([404, 'GAME_NOT_FOUND']);
  });

  it('takes a baccarat bet from the book and pays it there when the table deals', async () => {
    const m = member();
    await move('deposit', m, `in-${m}`, '10000');
    const callsBefore = ctx.platform.calls.length;
    const table = await openTransferSession(m, 'live-baccarat');
    await advanceTable(ctx.deps, 'A');
    const bet = await call(ctx, table, 'POST', '/api/baccarat/bet', { spot: 'PLAYER', stakeMinor: '1000' });
    expect(bet.statusCode, bet.body).toBe(200);
    expect(await balance(m)).toBe('9000');
    ctx.clock.now += 60_000;
    await advanceTable(ctx.deps, 'A');
    const state = (await call(ctx, table, 'GET', '/api/baccarat/state')).json().value as {
      last: { deal: Deal } | null; myBets: { status: string }[];
    };
    expect(state.myBets.every((b) => b.status === 'settled')).toBe(true);
    const deal = state.last?.deal as Deal;
    expect(BigInt(await balance(m))).toBe(9_000n + spotReturnMinor('PLAYER', 1000n, deal));
    expect(ctx.platform.calls.length).toBe(callsBefore);
  });
});
