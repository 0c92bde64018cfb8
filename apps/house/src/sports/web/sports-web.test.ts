import { describe, expect, it } from 'vitest';
import { call, launchPlayer, signedLaunch } from '../../../test/test-house';
import { useLotteryHouse } from '../../lottery-web/lottery-house-test';
import { commitmentOf, deriveScore } from '../derive-scores';
import { payoutOf, selectionWins, type Market, type Selection } from '../markets';
import { runSportsTick } from './sports-loop';

// 03:00:05 UTC: round 20260115-0303 takes bets (opened 03:00, kicks off 03:03:00).
const START = Date.UTC(2026, 0, 15, 3, 0, 5);
const KICKOFF = Date.UTC(2026, 0, 15, 3, 3);
const ctx = useLotteryHouse(START);

interface MatchView { matchId: string; home: string; away: string; odds: Record<Selection, string>; score: { home: number; away: number } | null }
interface RoundView { code: string; kickoffAt: string; remainMs: number; status: string; commitment: string; seed: string | null; matches: MatchView[] }
interface Board { round: RoundView | null; results: RoundView[] }
interface BetView { betId: string; status: string; selection: Selection; market: Market; odds: string; stakeMinor: string; payoutMinor: string | null; score: MatchView['score'] }

const board = async () => (await ctx.app.inject({ url: '/api/sports/board' })).json().value as Board;
let refs = 0;
const bet = (token: string, body: Record<string, unknown>) =>
  call(ctx, token, 'POST', '/api/sports/bets', { stakeMinor: '1000', betRef: `ref-${++refs}-${Date.now()}`, ...body });
const myBets = async (token: string) => (await call(ctx, token, 'GET', '/api/sports/bets')).json().value as BetView[];
const balance = (playerToken: string) => ctx.platform.members.get(playerToken)?.balanceMinor;
const milli = (odds: string) => BigInt(odds.replace('.', ''));
const sportsCalls = (path: string) => ctx.platform.calls.filter((c) => c.path === path && c.txId?.startsWith('sports-'));

describe('FB Sports: the house virtual football book', () => {
  it('launches fb-sports, serves its page and publishes the round with prices and commitment only', async () => {
    const launch = await signedLaunch(ctx, { gameCode: 'fb-sports', mode: 'demo', currency: 'PHP', language: 'TW' });
    expect(launch.statusCode, launch.body).toBe(200);
    const page = await ctx.app.inject({ url: '/game/fb-sports?lang=TW' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/assets/sports.js');
    expect(page.body).toContain('投注單');
    expect((await ctx.app.inject({ url: '/assets/sports.js' })).statusCode).toBe(200);

    await runSportsTick(ctx.deps);
    const b = await board();
    expect(b.round).toMatchObject({ code: '20260115-0303', remainMs: KICKOFF - START, status: 'scheduled', seed: null });
    expect(b.round?.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(b.round?.matches).toHaveLength(5);
    expect(b.round?.matches[0]?.odds.home).toMatch(/^\d+\.\d{3}$/);
  });

  it('refuses unknown markets, stakes outside the limits and sessions of other games, moving nothing', async () => {
    const p = await launchPlayer(ctx, 'fb-sports', { balanceMinor: 5_000n });
    const matchId = (await board()).round!.matches[0]!.matchId;
    expect((await bet(p.sessionToken, { matchId, market: 'AH', selection: 'home' })).json()).toMatchObject({
      errorCode: 'BAD_REQUEST', value: { reason: 'market_unknown' } });
    expect((await bet(p.sessionToken, { matchId, market: 'OU25', selection: 'home' })).json().value).toMatchObject({ reason: 'market_unknown' });
    const small = await bet(p.sessionToken, { matchId, market: '1X2', selection: 'home', stakeMinor: '99' });
    expect(small.statusCode).toBe(400);
    expect(small.json().value).toMatchObject({ reason: 'stake_out_of_range', minStakeMinor: '100' });
    expect((await bet(p.sessionToken, { matchId: '999999', market: '1X2', selection: 'home' })).statusCode).toBe(404);
    const poor = await bet(p.sessionToken, { matchId, market: '1X2', selection: 'home', stakeMinor: '6000' });
    expect(poor.json()).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS' });
    expect((await myBets(p.sessionToken))[0]).toMatchObject({ status: 'void', payoutMinor: null });
    const dice = await launchPlayer(ctx, 'fair-dice');
    expect((await bet(dice.sessionToken, { matchId, market: '1X2', selection: 'home' })).statusCode).toBe(404);
    expect(balance(p.playerToken)).toBe(5_000n);
  });

  it('settles win, loss and over/under at the fixed odds exactly once with two loops, and refuses bets after kickoff', async () => {
    const alice = await launchPlayer(ctx, 'fb-sports', { balanceMinor: 100_000n });
    const bob = await launchPlayer(ctx, 'fb-sports', { balanceMinor: 100_000n });
    const round = (await board()).round!;
    const [m1, m2] = round.matches;
    const placed: { who: typeof alice; matchId: string; market: Market; selection: Selection; stake: bigint; odds: bigint }[] = [];
    const picks: [typeof alice, MatchView, Market, Selection, bigint][] = [
      [alice, m1!, '1X2', 'home', 1_000n], [alice, m1!, '1X2', 'draw', 2_000n], [alice, m1!, '1X2', 'away', 3_000n],
      [bob, m2!, 'OU25', 'over', 1_500n], [bob, m2!, 'OU25', 'under', 2_500n],
    ];
    for (const [who, m, market, selection, stake] of picks) {
      const r = await bet(who.sessionToken, { matchId: m.matchId, market, selection, stakeMinor: stake.toString() });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().value).toMatchObject({ status: 'placed' });
      placed.push({ who, matchId: m.matchId, market, selection, stake, odds: milli(m.odds[selection]) });
    }
    // A retry with the same bet reference is the same bet, debited once.
    const retry = { matchId: m1!.matchId, market: '1X2', selection: 'home', stakeMinor: '1000', betRef: 'same-ref-1' };
    const first = await bet(alice.sessionToken, retry);
    const again = await bet(alice.sessionToken, retry);
    expect(again.json().value.betId).toBe(first.json().value.betId);
    placed.push({ who: alice, matchId: m1!.matchId, market: '1X2', selection: 'home', stake: 1_000n, odds: milli(m1!.odds.home) });
    expect(balance(alice.playerToken)).toBe(100_000n - 7_000n);
    expect(balance(bob.playerToken)).toBe(100_000n - 4_000n);

    ctx.clock.now = KICKOFF; // kickoff: betting closed, even before any loop noticed
    const debitsBefore = sportsCalls('debit').length;
    const late = await bet(alice.sessionToken, { matchId: m1!.matchId, market: '1X2', selection: 'home' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errorCode: 'TABLE_CLOSED' });
    expect(sportsCalls('debit').length).toBe(debitsBefore);
    expect(balance(alice.playerToken)).toBe(93_000n);

    ctx.clock.now = KICKOFF + 1_000;
    for (let i = 0; i < 3; i++) await Promise.all([runSportsTick(ctx.deps), runSportsTick(ctx.deps2)]);
    const credits = sportsCalls('credit');
    expect(credits).toHaveLength(placed.length);
    expect(new Set(credits.map((c) => c.txId)).size).toBe(placed.length);

    const played = (await board()).results.find((r) => r.code === round.code)!;
    expect(played.status).toBe('settled');
    expect(await commitmentOf(played.seed!)).toBe(round.commitment);
    const scores = new Map(played.matches.map((m) => [m.matchId, m.score!]));
    const expected = new Map<string, bigint>([[alice.playerToken, 93_000n], [bob.playerToken, 96_000n]]);
    for (const p of placed) {
      const win = selectionWins(p.market, p.selection, scores.get(p.matchId)!);
      if (win) expected.set(p.who.playerToken, expected.get(p.who.playerToken)! + payoutOf(p.stake, p.odds));
    }
    expect(balance(alice.playerToken)).toBe(expected.get(alice.playerToken));
    expect(balance(bob.playerToken)).toBe(expected.get(bob.playerToken));
    const aliceBets = await myBets(alice.sessionToken);
    // Exactly one of home/draw/away wins (twice if it is home: the retried bet too).
    const home = selectionWins('1X2', 'home', scores.get(m1!.matchId)!);
    expect(aliceBets.filter((b) => b.status === 'won')).toHaveLength(home ? 2 : 1);
    expect((await myBets(bob.sessionToken)).map((b) => b.status).sort()).toEqual(['lost', 'won']);
    for (const b of aliceBets) {
      expect(b.payoutMinor).toBe(b.status === 'won' ? payoutOf(BigInt(b.stakeMinor), milli(b.odds)).toString() : '0');
    }
    // The published scores are the ones the revealed seed gives.
    const rows = await ctx.db.query<{ match_no: number; home_rating: number; away_rating: number; home_goals: number; away_goals: number }>(
      `SELECT m.match_no, m.home_rating, m.away_rating, m.home_goals, m.away_goals FROM house.sports_matches m
       JOIN house.sports_rounds r ON r.id = m.round_id WHERE r.code = $1 ORDER BY m.match_no`, [round.code]);
    for (const r of rows.rows) {
      const s = await deriveScore(played.seed!, round.code, { matchNo: Number(r.match_no), homeRating: Number(r.home_rating), awayRating: Number(r.away_rating) });
      expect(s).toEqual({ home: Number(r.home_goals), away: Number(r.away_goals) });
    }
    const outbox = await ctx.db.query('SELECT 1 FROM house.sports_bets WHERE settled_at IS NOT NULL AND wallet_done_at IS NULL');
    expect(outbox.rowCount).toBe(0);
  });

  it('voids a round missed by more than the grace period and refunds every stake', async () => {
    const p = await launchPlayer(ctx, 'fb-sports', { balanceMinor: 10_000n });
    await runSportsTick(ctx.deps);
    const round = (await board()).round!;
    expect(round.code).toBe('20260115-0306');
    const r = await bet(p.sessionToken, { matchId: round.matches[2]!.matchId, market: '1X2', selection: 'draw', stakeMinor: '700' });
    expect(r.statusCode, r.body).toBe(200);
    expect(balance(p.playerToken)).toBe(9_300n);
    const rollbacksBefore = sportsCalls('rollback').length;
    ctx.clock.now = Date.parse(round.kickoffAt) + 5 * 60_000 + 1_000;
    await Promise.all([runSportsTick(ctx.deps), runSportsTick(ctx.deps2)]);
    expect((await myBets(p.sessionToken))[0]).toMatchObject({ status: 'void', payoutMinor: null });
    expect(balance(p.playerToken)).toBe(10_000n);
    expect(sportsCalls('rollback').length - rollbacksBefore).toBe(1);
    const voided = (await board()).results.find((x) => x.code === round.code)!;
    expect(voided).toMatchObject({ status: 'void' });
    expect(await commitmentOf(voided.seed!)).toBe(voided.commitment);
  });
});
