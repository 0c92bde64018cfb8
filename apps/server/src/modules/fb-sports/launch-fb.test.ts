import { describe, expect, it } from 'vitest';
// The book's own arithmetic and tick, to check amounts and to move rounds without waiting.
import { payoutOf, selectionWins, type Selection } from '../../../../house/src/sports/markets';
import { DEFAULT_SPORTS_CONFIG } from '../../../../house/src/sports/sports-config';
import { runSportsTick } from '../../../../house/src/sports/web/sports-loop';
import { useTestApp } from '../../../test/test-app';
import { createTestMember } from '../ledger/test-support';
import { useLinkedHouse } from '../vendor-wallet/linked-house-test-support';
import { fundedPlayer, mainBalance } from '../vendor-wallet/wallet-test-support';

// The launch goes to a real house (in this process, on the test database), like launchGame's tests.
const t = useTestApp();
/** The house's clock runs this far from the platform's (within the 5-minute signature window). */
let houseOffsetMs = 0;
const linked = useLinkedHouse(t, { now: () => Date.now() + houseOffsetMs });

interface Reply {
  success: boolean;
  message: string;
  errorCode?: string;
  value: {
    content: { game_url: string; mode: string; gameCode: string; walletMode: string };
    url: string;
  } | null;
}

async function launchFb(query: string, headers: Record<string, string> = { merchant: 'DEMO' }) {
  const r = await t.app.inject({
    method: 'GET',
    url: `/wps/relay/GCS_gameLaunchFB?${query}`,
    headers,
  });
  return { status: r.statusCode, body: r.json<Reply>() };
}

/** Opens the launch address the way the iframe does; answers where the house sends the page. */
async function open(gameUrl: string) {
  const page = await fetch(gameUrl.replace('localhost', '127.0.0.1'), { redirect: 'manual' });
  return page.headers.get('location') ?? '';
}

describe('GCS_gameLaunchFB', () => {
  it('needs a login', async () => {
    const res = await launchFb('accountType=1');
    expect([res.status, res.body.success, res.body.errorCode]).toEqual([
      401,
      false,
      'login.not.session',
    ]);
    const post = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_gameLaunchFB',
      headers: { merchant: 'DEMO' },
      payload: {},
    });
    expect(post.json<{ success: boolean }>().success).toBe(false);
  });

  it('launches a member into the FB book for real money: the address is value.content.game_url, like launchGame', async () => {
    const player = await fundedPlayer(t.db);
    const res = await launchFb('accountType=1&language=EN', player.headers);
    expect(res.status).toBe(200);
    expect(res.body.value?.content).toMatchObject({
      mode: 'real',
      gameCode: 'fb-sports',
      walletMode: 'seamless',
    });
    expect(res.body.value?.url).toBe(res.body.value?.content.game_url);
    expect(await open(res.body.value!.content.game_url)).toMatch(/^\/game\/fb-sports\?lang=EN#s=/);
    // The launch address is single-use.
    expect(await open(res.body.value!.content.game_url)).toBe('');
    expect(await mainBalance(t.db, player.memberId)).toBe(100_000n);
  });

  it('gives a trial member the demo book, as launchGame does', async () => {
    const trial = await createTestMember(t.db, { type: 4 });
    const res = await launchFb('accountType=1', trial.headers);
    expect([res.status, res.body.value?.content.mode]).toEqual([200, 'demo']);
    expect(await open(res.body.value!.content.game_url)).toMatch(/^\/game\/fb-sports\?/);
  });

  it('refuses a locked member and a bad query with 4xx, and a merchant without FB', async () => {
    const locked = await fundedPlayer(t.db);
    await t.db.query(`UPDATE members SET status = 'locked' WHERE id = $1`, [locked.memberId]);
    const refused = await launchFb('accountType=1', locked.headers);
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'ACCOUNT_LOCKED']);
    const player = await fundedPlayer(t.db);
    const bad = await launchFb('accountType=7', player.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    await t.db.query(`UPDATE game_vendors SET enabled = false WHERE vendor_code = 'FB'`);
    try {
      const off = await launchFb('accountType=1', player.headers);
      expect([off.status, off.body.errorCode]).toEqual([404, 'GAME_NOT_FOUND']);
    } finally {
      await t.db.query(`UPDATE game_vendors SET enabled = true WHERE vendor_code = 'FB'`);
    }
  });
});

interface Board {
  round: {
    code: string;
    kickoffAt: string;
    matches: { matchId: string; odds: Record<Selection, string> }[];
  } | null;
  results: {
    code: string;
    status: string;
    matches: { matchId: string; score: { home: number; away: number } | null }[];
  }[];
}

describe('the FB book through the platform wallet', () => {
  const houseCall = async (path: string, session: string, body?: unknown) => {
    const r = await fetch(`${linked.house.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${session}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await r.json()) as { success: boolean; errorCode?: string; value: never };
  };

  /** Sets the house's clock to `at` (kept within the signature window of the platform's). */
  const houseAt = (at: number) => {
    houseOffsetMs = at - Date.now();
  };

  it('debits stakes from the main wallet, credits the win at the fixed odds and refunds a void round', async () => {
    const player = await fundedPlayer(t.db, { amountMinor: 50_000n });
    const launched = await launchFb('accountType=1', player.headers);
    const session =
      /#s=([A-Za-z0-9_-]+)/.exec(await open(launched.body.value!.content.game_url))?.[1] ?? '';
    // Kickoffs K1 and K2 = K1 + 3 min, chosen so every house time used is within ±5 min of now.
    const interval = DEFAULT_SPORTS_CONFIG.intervalMs;
    const k1 = Math.ceil((Date.now() - 90_000) / interval) * interval;
    const k2 = k1 + interval;
    houseAt(k1 - 20_000);
    await runSportsTick(linked.house.deps);
    const board = (await houseCall('/api/sports/board', session)).value as Board;
    expect(Date.parse(board.round!.kickoffAt)).toBe(k1);
    const match = board.round!.matches[0]!;
    const stakes: [Selection, bigint][] = [
      ['home', 1_000n],
      ['draw', 2_000n],
      ['away', 3_000n],
    ];
    for (const [selection, stake] of stakes) {
      const placed = await houseCall('/api/sports/bets', session, {
        matchId: match.matchId,
        market: '1X2',
        selection,
        stakeMinor: stake.toString(),
        betRef: `fb-${selection}-bet`,
      });
      expect(placed.success, JSON.stringify(placed)).toBe(true);
    }
    expect(await mainBalance(t.db, player.memberId)).toBe(44_000n);

    houseAt(k1 + 1_000);
    await runSportsTick(linked.house.deps);
    const after = (await houseCall('/api/sports/board', session)).value as Board;
    const score = after.results
      .find((r) => r.code === board.round!.code)!
      .matches.find((m) => m.matchId === match.matchId)!.score!;
    const won = stakes.find(([selection]) => selectionWins('1X2', selection, score))!;
    const payout = payoutOf(won[1], BigInt(match.odds[won[0]].replace('.', '')));
    expect(await mainBalance(t.db, player.memberId)).toBe(44_000n + payout);

    // The next round: a stake, then the round is found past its (here zero) grace and voided.
    houseAt(k2 - 20_000);
    const next = (await houseCall('/api/sports/board', session)).value as Board;
    expect(Date.parse(next.round!.kickoffAt)).toBe(k2);
    const voidBet = await houseCall('/api/sports/bets', session, {
      matchId: next.round!.matches[1]!.matchId,
      market: 'OU25',
      selection: 'over',
      stakeMinor: '2500',
      betRef: 'fb-void-bet',
    });
    expect(voidBet.success).toBe(true);
    expect(await mainBalance(t.db, player.memberId)).toBe(44_000n + payout - 2_500n);
    houseAt(k2 + 1_000);
    await runSportsTick(linked.house.deps, { ...DEFAULT_SPORTS_CONFIG, missedGraceMs: 0 });
    expect(await mainBalance(t.db, player.memberId)).toBe(44_000n + payout);
    houseOffsetMs = 0;
  });
});
