import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { boardEntry, startFakeHouse } from '../lottery-lobby/fake-house-board';
import { useLinkedHouse } from './linked-house-test-support';
import { fundedPlayer } from './wallet-test-support';

// The lobby board comes from a stand-in (its draws are fixed); the launch goes to a real house.
const board = await startFakeHouse(() => [boardEntry('FAST5D_1M'), boardEntry('VN_MB')]);
const t = useTestApp({ env: { HOUSE_PUBLIC_URL: board.url } });
useLinkedHouse(t, { afterClose: () => board.close() });

const LOBBY_QUERY =
  'gameType=ELOTT&vassalage=HOUSE&launchMode=LOTT&accountType=1&lottoArea=VN&lottoPrizeMode=ELOTT';

async function launch(query: string, headers: Record<string, string>) {
  const r = await t.app.inject({ method: 'GET', url: `/wps/game/launchGame?${query}`, headers });
  return {
    status: r.statusCode,
    body: r.json<{
      success: boolean;
      errorCode?: string;
      value: { content: { game_url: string; gameCode: string; mode: string } } | null;
    }>(),
  };
}

async function recentCodes(headers: Record<string, string>): Promise<string[]> {
  const r = await t.app.inject({ method: 'GET', url: '/lgw/vn/games/game_menu/recent', headers });
  return r.json<{ value: { gameId: string }[] }>().value.map((g) => g.gameId);
}

describe('launchGame with the lottery lobby parameters', () => {
  it('opens the house lottery named by lottoGameCode and notes it as recent from the launch itself', async () => {
    const player = await fundedPlayer(t.db);
    expect(await recentCodes(player.headers)).toEqual([]);
    const res = await launch(
      `${LOBBY_QUERY}&gameId=FAST5D_1M&lottoGameCode=FAST5D_1M&lottoView=betting`,
      player.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body.value?.content).toMatchObject({
      gameCode: 'FAST5D_1M',
      mode: 'real',
      vendorCode: 'HOUSE',
    });
    const page = await fetch(res.body.value!.content.game_url.replace('localhost', '127.0.0.1'), {
      redirect: 'manual',
    });
    expect(page.headers.get('location')).toMatch(/^\/game\/FAST5D_1M\?/);
    expect(await recentCodes(player.headers)).toEqual(['FAST5D_1M']);
    // The house learns the merchant from the signed launch and keeps it on the session: its
    // lottery plays that merchant's tables (ADR 0040).
    const sessions = await t.db.query<{ merchant_code: string | null }>(
      `SELECT s.merchant_code FROM house.sessions s WHERE s.game_code = 'FAST5D_1M'`,
    );
    expect(sessions.rows.map((r) => r.merchant_code)).toEqual(['DEMO']);
  });

  it('opens the house lottery lobby for lottoView=lobby, with the session in the fragment', async () => {
    const player = await fundedPlayer(t.db);
    const res = await launch(`${LOBBY_QUERY}&lottoGameCode=VN_MB&lottoView=lobby`, player.headers);
    expect(res.status).toBe(200);
    expect(res.body.value?.content.gameCode).toBe('VN_MB');
    const url = res.body.value!.content.game_url.replace('localhost', '127.0.0.1');
    expect(url).toContain('view=lobby');
    const page = await fetch(url, { redirect: 'manual' });
    expect(page.headers.get('location')).toMatch(/^\/lottery\?lang=(EN|TW)&game=VN_MB&op=DEMO#s=/);
    expect(await recentCodes(player.headers)).toEqual(['VN_MB']);
  });

  it('refuses bad lobby parameters with 4xx and notes nothing', async () => {
    const player = await fundedPlayer(t.db);
    const refused = [
      [`${LOBBY_QUERY}&lottoGameCode=FAST5D_1M&lottoView=grid`, 400],
      [`${LOBBY_QUERY.replace('lottoArea=VN', 'lottoArea=TH')}&lottoGameCode=FAST5D_1M`, 400],
      [
        `${LOBBY_QUERY.replace('lottoPrizeMode=ELOTT', 'lottoPrizeMode=NOPE')}&lottoGameCode=FAST5D_1M`,
        400,
      ],
      [`${LOBBY_QUERY}&lottoGameCode=lucky-sevens`, 400],
      [`${LOBBY_QUERY}&gameId=VN_MB&lottoGameCode=FAST5D_1M`, 400],
      [`${LOBBY_QUERY}&lottoGameCode=FAST5D_3M`, 404],
    ] as const;
    for (const [query, status] of refused) {
      const res = await launch(query, player.headers);
      expect(res.status, query).toBe(status);
      expect(res.body.success).toBe(false);
    }
    expect(await recentCodes(player.headers)).toEqual([]);
  });

  it('lets a visitor open a lottery in demo mode without noting anything', async () => {
    const res = await launch(
      `${LOBBY_QUERY.replace('accountType=1', 'accountType=0')}&lottoGameCode=FAST5D_1M`,
      { merchant: 'DEMO' },
    );
    expect(res.status).toBe(200);
    expect(res.body.value?.content.mode).toBe('demo');
  });
});
