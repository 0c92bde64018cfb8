import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createTestMember } from '../ledger/test-support';
import { useLinkedHouse } from './linked-house-test-support';
import { fundedPlayer, mainBalance } from './wallet-test-support';

const t = useTestApp();
const linked = useLinkedHouse(t);

const LAUNCH =
  '/wps/game/launchGame?vassalage=HOUSE&gameId=lucky-sevens&gameType=RNG&launchMode=GLS';

async function launch(query: string, headers: Record<string, string> = { merchant: 'DEMO' }) {
  const r = await t.app.inject({ method: 'GET', url: `${LAUNCH}&${query}`, headers });
  return {
    status: r.statusCode,
    body: r.json<{
      value: { content: { game_url: string; mode: string } } | null;
      errorCode?: string;
      message: string;
    }>(),
  };
}

/** Opens the iframe URL like a browser: the house authenticates and hands a game session. */
async function openGame(gameUrl: string): Promise<string> {
  const r = await fetch(gameUrl.replace('localhost', '127.0.0.1'), { redirect: 'manual' });
  expect(r.status).toBe(303);
  const session = /#s=([A-Za-z0-9_-]+)/.exec(r.headers.get('location') ?? '')?.[1];
  if (!session) throw new Error(`no game session in ${r.headers.get('location')}`);
  return session;
}

describe('house games vendor end to end', () => {
  it('launches a house slot for real money and a spin moves the member balance through the ledger', async () => {
    const player = await fundedPlayer(t.db, { amountMinor: 50_000n });
    const launched = await launch('accountType=1', player.headers);
    expect(launched.status).toBe(200);
    expect(launched.body.value?.content.mode).toBe('real');
    const session = await openGame(launched.body.value!.content.game_url);
    const spin = await fetch(`${linked.house.url}/api/slot/spin`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
      body: JSON.stringify({ betPerLineMinor: '10' }),
    });
    const answer = (await spin.json()) as { success: boolean; value: { roundId: string } };
    expect(answer.success).toBe(true);
    const round = await t.db.query<{ stake_minor: bigint; payout_minor: bigint; status: string }>(
      `SELECT stake_minor, payout_minor, status FROM bet_rounds WHERE member_id = $1 AND round_id = $2`,
      [player.memberId, answer.value.roundId],
    );
    const r = round.rows[0]!;
    expect(r.stake_minor).toBeGreaterThan(0n);
    expect(r.status).toBe('settled');
    expect(await mainBalance(t.db, player.memberId)).toBe(50_000n - r.stake_minor + r.payout_minor);
  }, 30_000);

  it('lets a visitor open demo mode only', async () => {
    const demo = await launch('accountType=0');
    expect([demo.status, demo.body.value?.content.mode]).toEqual([200, 'demo']);
    const real = await launch('accountType=1');
    expect([real.status, real.body.errorCode]).toEqual([401, 'login.not.session']);
  });

  it('launches a trial member in demo mode with play money, and refuses a locked member real play', async () => {
    const trial = await createTestMember(t.db, { type: 4 });
    const r = await launch('accountType=1', trial.headers);
    expect([r.status, r.body.value?.content.mode]).toEqual([200, 'demo']);
    const locked = await fundedPlayer(t.db);
    await t.db.query(`UPDATE members SET status = 'locked' WHERE id = $1`, [locked.memberId]);
    const refused = await launch('accountType=1', locked.headers);
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'ACCOUNT_LOCKED']);
  });

  it('refuses a launch without launchMode (400) and an unknown game (GAME_NOT_FOUND)', async () => {
    const player = await fundedPlayer(t.db);
    const noMode = await t.app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?vassalage=HOUSE&gameId=lucky-sevens&accountType=1',
      headers: player.headers,
    });
    expect([noMode.statusCode, noMode.json<{ errorCode: string }>().errorCode]).toEqual([
      400,
      'request_param_err',
    ]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/wps/game/launchGame?vassalage=HOUSE&gameId=no-such-game&launchMode=GLS&accountType=1',
      headers: player.headers,
    });
    expect(unknown.json<{ errorCode: string }>().errorCode).toBe('GAME_NOT_FOUND');
    expect(await mainBalance(t.db, player.memberId)).toBe(100_000n);
  });
});
