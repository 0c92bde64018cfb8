import { describe, expect, it } from 'vitest';
import { call, launchPlayer, signedLaunch } from '../../test/test-house';
import { DEFAULT_PAYOUTS, rtpOf } from '../lottery/bets/payout-config';
import { commitmentOf, deriveResult } from '../lottery/draw/derive-result';
import { useLotteryHouse } from './lottery-house-test';
import { runLotteryTick } from './lottery-loop';

// 10:00:05 in Vietnam: FAST5D_1M draw 20260115-0601 is open, locks 10:00:50, draws 10:01:00.
const START = Date.UTC(2026, 0, 15, 3, 0, 5);
const ctx = useLotteryHouse(START);

interface Board { gameCode: string; current: { numero: string; remainTime: number; lockTime: number; drawDayOfWeek: number;
  winningTime: string; commitment: string | null; bettingOpen: boolean; drawAt: string }; last: { numero: string; seed: string } | null }
interface Bet { betId: string; numero: string; status: string; payoutMinor: string | null; stakeMinor: string }
interface Draw { numero: string; status: string; seed: string | null; commitment: string;
  result: { gameCode: string; numero: string; prizes: { tier: string; numbers: string[] }[] } | null }

const board = async (game: string) =>
  ((await ctx.app.inject({ url: `/api/lottery/board?games=${game}` })).json().value as Board[])[0]!;
const bet = (token: string, body: Record<string, unknown>) =>
  call(ctx, token, 'POST', '/api/lottery/bets', { position: null, betRef: `r${Math.random().toString(36).slice(2)}`, ...body });
const balance = (playerToken: string) => ctx.platform.members.get(playerToken)?.balanceMinor;
const myBets = async (token: string) => (await call(ctx, token, 'GET', '/api/lottery/bets')).json().value as Bet[];

describe('the house lottery: betting, the draw loop and the pages', () => {
  it('launches lottery games and shows the board with the commitment of the open draw', async () => {
    for (const gameCode of ['FAST5D_1M', 'FAST5D_3M', 'FAST5D_5M', 'VN_MB', 'VN_MN_HCM']) {
      const launch = await signedLaunch(ctx, { gameCode, mode: 'demo', currency: 'PHP', language: 'EN' });
      expect(launch.statusCode, `${gameCode}: ${launch.body}`).toBe(200);
    }
    expect((await signedLaunch(ctx, { gameCode: 'FAST5D_2M', mode: 'demo', currency: 'PHP', language: 'EN' })).statusCode).toBe(404);
    await runLotteryTick(ctx.deps);
    const b = await board('FAST5D_1M');
    expect(b.current).toMatchObject({ numero: '20260115-0601', remainTime: 45_000, lockTime: 10_000, drawDayOfWeek: 5,
      winningTime: '2026.01.15', bettingOpen: true });
    expect(b.current.commitment).toMatch(/^[0-9a-f]{64}$/);
    for (const code of ['FAST5D_3M', 'FAST5D_5M']) expect((await board(code)).current.commitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('debits the stake with the same txId when the first answer is lost, and replays a retried bet', async () => {
    const p = await launchPlayer(ctx, 'FAST5D_1M', { balanceMinor: 10_000n });
    ctx.platform.fail('debit', 'applyThenHang', 1);
    const body = { gameCode: 'FAST5D_1M', numero: '20260115-0601', betType: 'sum_big_small', numbers: ['big'], stakeMinor: '1000', betRef: 'retry-1' };
    const first = await bet(p.sessionToken, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ status: 'placed', stakeMinor: '1000', balanceMinor: '9000' });
    const debits = ctx.platform.calls.filter((c) => c.path === 'debit' && c.txId?.startsWith('lottery-'));
    expect(debits.length).toBe(2);
    expect(debits[0]?.txId).toBe(debits[1]?.txId);
    const again = await bet(p.sessionToken, body);
    expect(again.json().value).toMatchObject({ betId: first.json().value.betId, status: 'placed' });
    expect(balance(p.playerToken)).toBe(9_000n);
    const conflict = await bet(p.sessionToken, { ...body, stakeMinor: '2000' });
    expect(conflict.json()).toMatchObject({ errorCode: 'lottery.bet_ref_conflict' });
  });

  it('refuses bad selections, stakes outside the table and bets the wallet refuses (the bet becomes void)', async () => {
    const p = await launchPlayer(ctx, 'FAST5D_1M', { balanceMinor: 500n });
    const base = { gameCode: 'FAST5D_1M', numero: '20260115-0601', betType: 'pos_digit', numbers: ['7'], stakeMinor: '100' };
    expect((await bet(p.sessionToken, { ...base })).json()).toMatchObject({ errorCode: 'lottery.bet_invalid' });
    expect((await bet(p.sessionToken, { ...base, position: 2, stakeMinor: '99' })).json()).toMatchObject({ errorCode: 'lottery.stake_out_of_range' });
    expect((await bet(p.sessionToken, { ...base, betType: 'lo2', numbers: ['07'] })).statusCode).toBe(400);
    const poor = await bet(p.sessionToken, { ...base, position: 2, stakeMinor: '600' });
    expect(poor.json()).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS' });
    expect((await myBets(p.sessionToken))[0]).toMatchObject({ status: 'void', stakeMinor: '600' });
    expect(balance(p.playerToken)).toBe(500n);
    // A session of another game cannot bet on the lottery.
    const dice = await launchPlayer(ctx, 'fair-dice');
    expect((await bet(dice.sessionToken, { ...base, position: 2 })).statusCode).toBe(404);
  });

  it('draws, settles and pays every bet exactly once with two loops running at once', async () => {
    const alice = await launchPlayer(ctx, 'FAST5D_1M', { balanceMinor: 100_000n });
    const bob = await launchPlayer(ctx, 'FAST5D_1M', { balanceMinor: 100_000n });
    const numero = '20260115-0601';
    const picks: [typeof alice, string, string][] = [[alice, 'sum_big_small', 'big'], [alice, 'sum_big_small', 'small'],
      [bob, 'sum_odd_even', 'odd'], [bob, 'sum_odd_even', 'even']];
    for (const [who, betType, pick] of picks) {
      expect((await bet(who.sessionToken, { gameCode: 'FAST5D_1M', numero, betType, numbers: [pick], stakeMinor: '1000' })).statusCode).toBe(200);
    }
    ctx.clock.now = START + 45_000; // lock time
    const late = await bet(alice.sessionToken, { gameCode: 'FAST5D_1M', numero, betType: 'sum_big_small', numbers: ['big'], stakeMinor: '1000' });
    expect(late.json()).toMatchObject({ errorCode: 'lottery.draw_closed' });
    expect(late.statusCode).toBe(409);
    expect((await board('FAST5D_1M')).current.bettingOpen).toBe(false);

    ctx.clock.now = START + 56_000; // past the draw at 10:01:00
    const creditsBefore = ctx.platform.calls.filter((c) => c.path === 'credit').length;
    for (let i = 0; i < 3; i++) await Promise.all([runLotteryTick(ctx.deps), runLotteryTick(ctx.deps2)]);
    const credits = ctx.platform.calls.filter((c) => c.path === 'credit').slice(creditsBefore);
    const settled = [...(await myBets(alice.sessionToken)), ...(await myBets(bob.sessionToken))];
    expect(settled.map((b) => b.status).sort()).toEqual(['lost', 'lost', 'won', 'won']);
    expect(settled.filter((b) => b.status === 'won').map((b) => b.payoutMinor)).toEqual(['1960', '1960']);
    // Exactly one credit call per bet (0 for the lost ones), no resend between the two loops;
    // the draw also holds the bet of the retry test above: five bets in all.
    const onDraw = await ctx.db.query<{ status: string }>(
      `SELECT b.status FROM house.lottery_bets b JOIN house.lottery_draws d ON d.id = b.draw_id
       WHERE d.game_code = 'FAST5D_1M' AND d.numero = $1 AND b.status IN ('won', 'lost')`, [numero]);
    expect(onDraw.rowCount).toBe(5);
    expect(credits.length).toBe(5);
    expect(new Set(credits.map((c) => c.txId)).size).toBe(5);
    expect(balance(alice.playerToken)).toBe(100_000n - 2_000n + 1_960n);
    expect(balance(bob.playerToken)).toBe(100_000n - 2_000n + 1_960n);
    const outbox = await ctx.db.query(`SELECT 1 FROM house.lottery_bets WHERE settled_at IS NOT NULL AND wallet_done_at IS NULL`);
    expect(outbox.rowCount).toBe(0);

    // The next draw is open at once, and the result is published with its seed and verifies.
    const next = await board('FAST5D_1M');
    expect(next.current).toMatchObject({ numero: '20260115-0602', bettingOpen: true });
    expect(next.last?.numero).toBe(numero);
    const draws = (await ctx.app.inject({ url: '/api/lottery/results?gameCode=FAST5D_1M&limit=5' })).json().value as Draw[];
    const drawn = draws.find((d) => d.numero === numero)!;
    expect(await commitmentOf(drawn.seed!)).toBe(drawn.commitment);
    expect(await deriveResult(drawn.seed!, 'FAST5D_1M', numero)).toEqual(drawn.result);
    const trend = (await ctx.app.inject({ url: '/api/lottery/trend?gameCode=FAST5D_1M&count=10' })).json().value as {
      draws: number; positions: number[][]; sum: { big: number; small: number } };
    expect(trend.draws).toBe(1);
    const digits = [...(drawn.result?.prizes[0]?.numbers[0] ?? '')].map(Number);
    trend.positions.forEach((counts, i) => expect(counts[digits[i]!]).toBe(1));
    expect(trend.sum.big + trend.sum.small).toBe(1);
  });

  it('voids a draw missed by more than the grace period and refunds its bets', async () => {
    const p = await launchPlayer(ctx, 'FAST5D_1M', { balanceMinor: 10_000n });
    const numero = '20260115-0602';
    expect((await bet(p.sessionToken, { gameCode: 'FAST5D_1M', numero, betType: 'pos_digit', numbers: ['3'], position: 1, stakeMinor: '500' })).statusCode).toBe(200);
    expect(balance(p.playerToken)).toBe(9_500n);
    ctx.clock.now = START + 60_000 + 60_000 + 5 * 60_000 + 1_000; // draw at 10:02:00, grace 5 min
    await Promise.all([runLotteryTick(ctx.deps), runLotteryTick(ctx.deps2)]);
    expect((await myBets(p.sessionToken))[0]).toMatchObject({ numero, status: 'void', payoutMinor: null });
    expect(balance(p.playerToken)).toBe(10_000n);
    const draws = (await ctx.app.inject({ url: '/api/lottery/results?gameCode=FAST5D_1M&limit=50' })).json().value as Draw[];
    const voided = draws.find((d) => d.numero === numero)!;
    expect(voided).toMatchObject({ status: 'void', result: null });
    expect(await commitmentOf(voided.seed!)).toBe(voided.commitment);
    expect(ctx.platform.calls.filter((c) => c.path === 'rollback').length).toBe(1);
  });

  it('serves the betting page with the countdown and the rules with their computed RTP, and the verifier', async () => {
    const launch = await signedLaunch(ctx, { gameCode: 'VN_MB', mode: 'demo', currency: 'PHP', language: 'TW' });
    const url = new URL((launch.json() as { value: { gameUrl: string } }).value.gameUrl);
    const play = await ctx.app.inject({ url: url.pathname + url.search });
    expect(String(play.headers.location)).toMatch(/^\/game\/VN_MB\?lang=TW#s=/);
    const page = await ctx.app.inject({ url: '/game/VN_MB?lang=TW' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="countdown"');
    expect(page.body).toContain('返還率');
    const lo2 = rtpOf('lo2', DEFAULT_PAYOUTS['vn-north']).percent;
    expect(lo2).toBe('98.00');
    expect(page.body).toContain(`<td class="rtp"><bdi>${lo2} %</bdi></td>`);
    const fast = await ctx.app.inject({ url: '/game/FAST5D_3M?lang=EN&theme=dark' });
    expect(fast.body).toContain(`${rtpOf('pos_digit', DEFAULT_PAYOUTS['fast-5d']).percent} %`);
    expect(fast.body).toContain('data-theme="dark"');
    const rules = (await ctx.app.inject({ url: '/api/lottery/rules?gameCode=VN_MB' })).json().value as { betTypes: { betType: string; rtpPercent: string }[] };
    expect(rules.betTypes.find((r) => r.betType === 'xien2')?.rtpPercent).toBe(rtpOf('xien2', DEFAULT_PAYOUTS['vn-north']).percent);
    expect((await ctx.app.inject({ url: '/lottery/verify?lang=EN' })).body).toContain('id="v-seed"');
    for (const script of ['lottery', 'lottery-verify']) {
      const js = await ctx.app.inject({ url: `/assets/${script}.js` });
      expect(js.statusCode).toBe(200);
      expect(js.body.length).toBeGreaterThan(1000);
    }
    const lobby = await ctx.app.inject({ url: '/lottery?lang=EN&game=FAST5D_1M' });
    expect(lobby.statusCode).toBe(200);
    expect(lobby.body).toContain('data-lottery="VN_MB"');
    const lobbyJs = await ctx.app.inject({ url: '/assets/lottery-lobby.js' });
    expect(lobbyJs.statusCode).toBe(200);
    expect(lobbyJs.body).toContain('location.hash');
    expect((await ctx.app.inject({ url: '/api/lottery/trend?gameCode=NOPE' })).json()).toMatchObject({ errorCode: 'lottery.game_unknown' });
  });
});
