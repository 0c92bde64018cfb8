import { describe, expect, it } from 'vitest';
import { listGamesValue } from '@wl/contract/games/list-games';
import { useTestApp } from '../../../test/test-app';

const URL = '/wps/relay/GCSGAME_gameList';

describe('GCSGAME_gameList', () => {
  const t = useTestApp();

  async function list(query: string, headers: Record<string, string> = {}) {
    const r = await t.app.inject({ method: 'GET', url: `${URL}?${query}`, headers });
    expect(r.statusCode, r.body).toBe(200);
    return listGamesValue.parse(r.json().value);
  }

  it('pages a lobby 15 at a time with the total page count', async () => {
    const first = await list('gameType=RNG');
    expect(first.games).toHaveLength(15);
    expect(first.pageNum).toBe(1);
    expect(first.total).toBeGreaterThan(2800);
    expect(first.totalPages).toBe(Math.ceil(first.total / 15));
    expect(first.games.every((g) => g.gameType === 'RNG')).toBe(true);
    const second = await list('gameType=RNG&pageNo=2');
    expect(second.games[0]?.nodeId).not.toBe(first.games[0]?.nodeId);
  });

  it('clamps a page past the end to the last page and a huge page size to 100', async () => {
    const last = await list('vassalage=HOUSE&gameType=RNG&pageNo=999&pageSize=2');
    expect(last).toMatchObject({ pageNum: 2, totalPages: 2, total: 4 });
    expect(last.games).toHaveLength(2);
    const big = await list('gameType=RNG&pageSize=999');
    expect(big.games).toHaveLength(100);
  });

  it('filters by vendor (any case), classify and minimum bet', async () => {
    const house = await list('vassalage=house&pageSize=50');
    expect(house.games.map((g) => g.gameCode).sort()).toEqual([
      'fair-crash',
      'fair-dice',
      'jade-dragon',
      'live-baccarat',
      'lucky-sevens',
    ]);
    const vp = await list('gameType=RNG&gameClassify=VP&pageSize=100');
    expect(vp.total).toBeGreaterThan(50);
    expect(vp.games.every((g) => g.gameClassify === 'VP')).toBe(true);
    const cheap = await list('gameType=RNG&minBet=0.05&pageSize=100');
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan((await list('gameType=RNG')).total);
    expect(cheap.games.every((g) => Number(g.minBet) <= 0.05)).toBe(true);
  });

  it('finds games by any part of the EN or TW name, case-insensitively', async () => {
    const en = await list('gameName=DRAGON&pageSize=100', { language: 'EN' });
    expect(en.total).toBeGreaterThan(20);
    expect(en.games.every((g) => /dragon/i.test(g.gameName))).toBe(true);
    const tw = await list('gameName=翡翠龍', { language: 'TW' });
    expect(tw.games.map((g) => g.gameName)).toContain('翡翠龍');
    const combined = await list('gameName=sevens&vassalage=HOUSE');
    expect(combined.games.map((g) => g.gameCode)).toEqual(['lucky-sevens']);
    const none = await list('gameName=zzzqqq');
    expect(none).toMatchObject({ games: [], total: 0, totalPages: 0, pageNum: 1 });
  });

  it('treats empty filters, as the original clients send them, as not given', async () => {
    const cleared = await list(
      'gameType=RNG&vassalage=&gameClassify=&gameName=&minBet=&clientType=3&platform=html5-desktop',
    );
    const plain = await list('gameType=RNG');
    expect(cleared.total).toBe(plain.total);
    expect(cleared.games.map((g) => g.nodeId)).toEqual(plain.games.map((g) => g.nodeId));
  });

  it('treats LIKE wildcards in a search as plain text', async () => {
    const r = await list('gameName=%25');
    expect(r.total).toBe(0);
    const underscore = await list('gameName=_');
    expect(underscore.total).toBe(0);
  });

  it('answers names in the request language, EN when a language has none', async () => {
    const tw = await list('vassalage=HOUSE&gameType=RNG', { language: 'TW' });
    expect(tw.games.map((g) => g.gameName)).toContain('幸運七');
    const override = await list('vassalage=HOUSE&gameType=RNG&language=EN', { language: 'TW' });
    expect(override.games.map((g) => g.gameName)).toContain('Lucky Sevens');
    const vi = await list('vassalage=HOUSE&gameType=RNG&language=VI');
    expect(vi.games.map((g) => g.gameName)).toContain('Lucky Sevens');
  });

  it('marks which games can launch: house games and demo games with a house stand-in', async () => {
    const house = await list('vassalage=HOUSE');
    expect(house.games.every((g) => g.launchable)).toBe(true);
    const fish = await list('gameType=FISH');
    expect(fish.games.every((g) => !g.launchable)).toBe(true);
    const demoSlots = await list('vassalage=LUCKYSTAR&gameClassify=SC');
    expect(demoSlots.games.every((g) => !g.launchable)).toBe(true);
  });

  it('refuses bad filters with 400 and changes nothing', async () => {
    for (const query of [
      'gameType=POKER',
      'gameClassify=XX',
      'pageNo=0',
      'pageNo=abc',
      'pageSize=0',
      'minBet=-1',
      'minBet=0',
      'minBet=1.234',
      'vassalage=a%20b',
      `gameName=${'x'.repeat(51)}`,
    ]) {
      const r = await t.app.inject({ method: 'GET', url: `${URL}?${query}` });
      expect(r.statusCode, query).toBe(400);
      expect(r.json().success).toBe(false);
    }
    const post = await t.app.inject({ method: 'POST', url: URL, payload: {} });
    expect(post.statusCode).toBe(405);
  });
});
