import { describe, expect, it } from 'vitest';
import { advanceTable } from '../src/games/baccarat/baccarat-table';
import { spotReturnMinor, type Deal } from '../src/games/baccarat/baccarat-rules';
import { call, launchPlayer, useHouse } from './test-house';

const ctx = useHouse();

interface State {
  round: { id: string; seq: string; status: string; msLeft: number } | null;
  totals: { spot: string; stakeMinor: string; players: number }[];
  players: number;
  myBets: { spot: string; stakeMinor: string; status: string; winMinor: string | null; tableRound: string }[];
  last: { id: string; deal: Deal } | null;
}

const state = async (token: string) => (await call(ctx, token, 'GET', '/api/baccarat/state')).json().value as State;

describe('the auto-dealt baccarat table', () => {
  it('deals one round to several players on a timer and pays each bet by the rules', async () => {
    const alice = await launchPlayer(ctx, 'live-baccarat', { balanceMinor: 100_000n });
    const bob = await launchPlayer(ctx, 'live-baccarat', { balanceMinor: 100_000n });
    await advanceTable(ctx.deps, 'A');
    const open = await state(alice.sessionToken);
    expect(open.round).toMatchObject({ seq: '1', status: 'betting', msLeft: 10_000 });

    const bets: [string, string, string][] = [
      [alice.sessionToken, 'PLAYER', '1000'], [alice.sessionToken, 'PLAYER_PAIR', '500'],
      [bob.sessionToken, 'BANKER', '2000'], [bob.sessionToken, 'TIE', '100'],
    ];
    for (const [token, spot, stakeMinor] of bets) {
      const r = await call(ctx, token, 'POST', '/api/baccarat/bet', { spot, stakeMinor });
      expect(r.statusCode, r.body).toBe(200);
    }
    const during = await state(bob.sessionToken);
    expect(during.players).toBe(2);
    expect(during.totals.find((t) => t.spot === 'BANKER')).toMatchObject({ stakeMinor: '2000', players: 1 });
    expect(ctx.platform.members.get(alice.playerToken)?.balanceMinor).toBe(98_500n);

    ctx.clock.now += 9_999;
    await advanceTable(ctx.deps, 'A');
    expect((await state(alice.sessionToken)).round?.status).toBe('betting');
    ctx.clock.now += 1;
    await advanceTable(ctx.deps, 'A');
    const late = await call(ctx, alice.sessionToken, 'POST', '/api/baccarat/bet', { spot: 'TIE', stakeMinor: '100' });
    expect(late.json()).toMatchObject({ errorCode: 'TABLE_CLOSED' });

    const dealt = await state(alice.sessionToken);
    expect(dealt.round?.status).toBe('settled');
    const deal = dealt.last?.deal as Deal;
    expect(deal.player.length + deal.banker.length).toBe(deal.used);
    const expectAlice = 98_500n + spotReturnMinor('PLAYER', 1000n, deal) + spotReturnMinor('PLAYER_PAIR', 500n, deal);
    const expectBob = 97_900n + spotReturnMinor('BANKER', 2000n, deal) + spotReturnMinor('TIE', 100n, deal);
    expect(ctx.platform.members.get(alice.playerToken)?.balanceMinor).toBe(expectAlice);
    expect(ctx.platform.members.get(bob.playerToken)?.balanceMinor).toBe(expectBob);
    expect(dealt.myBets.every((b) => b.status === 'settled')).toBe(true);

    // The table round replays from its cards on its page.
    const view = (await ctx.app.inject({ method: 'GET', url: `/api/rounds/${dealt.round?.id}` })).json().value as { type: string; result: { deal: Deal } };
    expect(view).toMatchObject({ type: 'table', result: { deal } });

    // After the result has been shown, the next round opens, and the last result stays visible.
    ctx.clock.now += 3_000;
    await advanceTable(ctx.deps, 'A');
    const next = await state(alice.sessionToken);
    expect(next.round).toMatchObject({ seq: '2', status: 'betting' });
    expect(next.last?.id).toBe(dealt.round?.id);
  });

  it('deals a round only once however many drivers advance the table together', async () => {
    ctx.clock.now += 20_000;
    await advanceTable(ctx.deps, 'A');
    await Promise.all([advanceTable(ctx.deps, 'A'), advanceTable(ctx.deps, 'A'), advanceTable(ctx.deps, 'A')]);
    const shoe = await ctx.db.query<{ position: number }>(`SELECT position FROM house.baccarat_shoes ORDER BY id DESC LIMIT 1`);
    const rounds = await ctx.db.query<{ used: number }>(
      `SELECT (result->'deal'->>'used')::int AS used FROM house.table_rounds WHERE status = 'settled'`,
    );
    expect(shoe.rows[0]?.position).toBe(rounds.rows.reduce((n, r) => n + r.used, 0));
  });

  it('refuses a spot that does not exist and a stake below the table minimum', async () => {
    const p = await launchPlayer(ctx, 'live-baccarat');
    expect((await call(ctx, p.sessionToken, 'POST', '/api/baccarat/bet', { spot: 'DRAGON', stakeMinor: '100' })).statusCode).toBe(400);
    expect((await call(ctx, p.sessionToken, 'POST', '/api/baccarat/bet', { spot: 'PLAYER', stakeMinor: '99' })).statusCode).toBe(400);
  });
});
