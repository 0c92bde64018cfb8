import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '@wl/contract/games/common';
import { listVendorLanesValue } from '@wl/contract/games/list-vendor-lanes';
import { getVendorGameTypesValue } from '@wl/contract/games/get-vendor-game-types';
import { listHotGamesValue } from '@wl/contract/games/list-hot-games';
import { listPopularGamesValue } from '@wl/contract/games/list-popular-games';
import { useTestApp } from '../../../test/test-app';
import { nodeIdOf, signIn } from './games-test-helpers';
import { recordRecentGame } from './record-recent-game';
import { findGameByNodeId } from './find-game-by-node-id';

describe('catalogue calls', () => {
  const t = useTestApp();

  async function get(url: string, headers: Record<string, string> = {}) {
    const r = await t.app.inject({ method: 'GET', url: `/wps/relay/${url}`, headers });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().value as unknown;
  }

  it('seeds at least 20 vendors over all nine game types and 3,000 games', async () => {
    const v = await t.db.query<{ n: bigint; types: bigint }>(
      `SELECT count(*) AS n, count(DISTINCT game_type) AS types FROM game_vendors`,
    );
    expect(Number(v.rows[0]!.n)).toBeGreaterThanOrEqual(20);
    expect(Number(v.rows[0]!.types)).toBe(9);
    const g = await t.db.query<{ n: bigint }>(`SELECT count(*) AS n FROM games`);
    expect(Number(g.rows[0]!.n)).toBeGreaterThanOrEqual(3000);
  });

  it('lists vendor lanes in the spec category order with the card fields', async () => {
    const { data } = listVendorLanesValue.parse(await get('GCSGAME_newGameVendor?flush=true'));
    expect(data.lanes.map((l) => l.title)).toEqual([
      'ELOTT',
      'LOTT',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'FISH',
      'RNG',
      'PVP',
    ]);
    expect(new Set(data.lanes.map((l) => l.title))).toEqual(new Set(GAME_TYPES));
    const rng = data.lanes.find((l) => l.title === 'RNG')!;
    expect(rng.cards[0]).toMatchObject({
      vassalage: 'HOUSE',
      isHot: 1,
      isGame: 'VASSALAGE',
      demo: false,
      launchable: true,
      walletMode: 'seamless',
      gameCode: null,
      nodeId: null,
    });
    expect(rng.gameClassify).toEqual(expect.arrayContaining(['SC', 'VP', 'TG', 'AC', 'JP', 'BG']));
    const cockfight = data.lanes.find((l) => l.title === 'COCKFIGHT')!;
    expect(cockfight.cards.map((c) => c.vassalage)).toEqual(['SV388', 'WS168', 'DIGMAAN']);
    expect(cockfight.cards[0]).toMatchObject({
      isGame: 'GAME',
      launchable: false,
      gameCode: 'lobby',
    });
    expect(cockfight.cards[0]?.nodeId).toMatch(/^\d+$/);
  });

  it('moves a sports vendor named in the esports or cockfight settings to that lane', async () => {
    await t.db.query(
      `UPDATE game_vendors SET game_type = 'SPORTS' WHERE vendor_code IN ('PIXELARENA', 'WS168')`,
    );
    try {
      const { data } = listVendorLanesValue.parse(await get('GCSGAME_newGameVendor?flush=1'));
      const lane = (title: string) =>
        data.lanes.find((l) => l.title === title)?.cards.map((c) => c.vassalage);
      expect(lane('SPORTS')).toEqual(['ARENABET', 'GOALLINE', 'PIXELARENA', 'FB']);
      expect(lane('COCKFIGHT')).toContain('WS168');
    } finally {
      await t.db.query(
        `UPDATE game_vendors SET game_type = 'ESPORTS' WHERE vendor_code = 'PIXELARENA'`,
      );
      await t.db.query(
        `UPDATE game_vendors SET game_type = 'COCKFIGHT' WHERE vendor_code = 'WS168'`,
      );
    }
  });

  it('groups games by type and vendor, capped per vendor', async () => {
    const { content } = getVendorGameTypesValue.parse(await get('GCSGAME_getVassGameType?limit=5'));
    expect(Object.keys(content).sort()).toEqual([...GAME_TYPES].sort());
    expect(content.RNG?.HOUSE?.map((g) => g.gameCode)).toEqual([
      'lucky-sevens',
      'jade-dragon',
      'fair-dice',
      'fair-crash',
    ]);
    expect(content.LIVE?.HOUSE?.map((g) => g.gameCode)).toEqual(['live-baccarat']);
    expect(content.RNG?.LUCKYSTAR).toHaveLength(5);
    const alias = await get('GLS2_getVassGameType?limit=5');
    expect(alias).toEqual({ content });
  });

  it("lists hot games, one vendor's hot games, and the footer vendors", async () => {
    const all = listHotGamesValue.parse(
      await get('GCSGAME_hotGamesV2?isPlatform=2&platform=html5-desktop'),
    );
    expect(all.list.length).toBeGreaterThan(20);
    expect(all.list.every((g) => g.isHot === 1)).toBe(true);
    const house = listHotGamesValue.parse(await get('GCSGAME_hotGamesV2?vassalage=HOUSE'));
    expect(house.list.map((g) => g.vassalage)).toEqual(Array(5).fill('HOUSE'));
    expect(all.footer.map((f) => f.vassalage)).toContain('DIGMAAN');
    expect(new Set(all.footer.map((f) => f.vassalage)).size).toBe(all.footer.length);
  });

  it('ranks popular games by launches this week, topped up with hot games', async () => {
    const { memberId, merchantId } = await signIn(t.db, { username: 'popular1' });
    const crash = await findGameByNodeId({
      db: t.db,
      merchantId,
      nodeId: await nodeIdOf(t.db, 'HOUSE', 'fair-crash'),
    });
    for (let i = 0; i < 3; i++) {
      await recordRecentGame({ db: t.db, memberId, gameId: crash!.id, nowMs: Date.now() });
    }
    const popular = listPopularGamesValue.parse(await get('GCSGAME_popularGames?count=20'));
    expect(popular.list).toHaveLength(20);
    expect(popular.list[0]?.gameCode).toBe('fair-crash');
    expect(new Set(popular.list.map((g) => g.nodeId)).size).toBe(20);
  });

  it('serves a generated PNG icon for a game and a vendor, cacheable', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/static/games/house-lucky-sevens.png' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['cache-control']).toContain('max-age=86400');
    expect(r.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const again = await t.app.inject({
      method: 'GET',
      url: '/static/games/house-lucky-sevens.png',
    });
    expect(again.rawPayload.equals(r.rawPayload)).toBe(true);
    const vendor = await t.app.inject({ method: 'GET', url: '/static/games/vendor-oceanking.png' });
    expect(vendor.statusCode).toBe(200);
    for (const bad of ['nope-nothing.png', '..%2Fetc.png', 'HOUSE.png']) {
      const miss = await t.app.inject({ method: 'GET', url: `/static/games/${bad}` });
      expect(miss.statusCode, bad).toBe(404);
    }
  });
});
