import { beforeAll, describe, expect, it } from 'vitest';
import {
  favoriteGameActionValue,
  getFavoriteGamesValue,
  listFavoriteGamesValue,
} from '@wl/contract/games/favourite-games';
import { listRecentGamesValue } from '@wl/contract/games/list-recent-games';
import { listPvpRoomsValue } from '@wl/contract/games/list-pvp-rooms';
import { useTestApp } from '../../../test/test-app';
import { nodeIdOf, signIn } from './games-test-helpers';
import { findGameByNodeId } from './find-game-by-node-id';
import { recordRecentGame } from './record-recent-game';

describe('favourites, recent games and PVP rooms', () => {
  const t = useTestApp();
  let member: Awaited<ReturnType<typeof signIn>>;
  let other: Awaited<ReturnType<typeof signIn>>;
  let trial: Awaited<ReturnType<typeof signIn>>;
  let dice: string;
  let sevens: string;
  let baccarat: string;

  beforeAll(async () => {
    member = await signIn(t.db, { username: 'fanatic1' });
    other = await signIn(t.db, { username: 'other01' });
    trial = await signIn(t.db, { username: 'trial01', type: 4 });
    dice = await nodeIdOf(t.db, 'HOUSE', 'fair-dice');
    sevens = await nodeIdOf(t.db, 'HOUSE', 'lucky-sevens');
    baccarat = await nodeIdOf(t.db, 'HOUSE', 'live-baccarat');
  });

  async function call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ) {
    return t.app.inject({
      method,
      url: `/wps/relay/${url}`,
      headers: token ? { authorization: token } : {},
      ...(payload ? { payload } : {}),
    });
  }

  it('needs a login (401) and a real account (trial refused) for every member call', async () => {
    for (const url of ['MCSFE_getFavoriteGames', 'MCSFE_getFavoriteGamesList', 'GCS_recentGame']) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
      const r = await call('GET', url, trial.token);
      expect(r.statusCode, url).toBe(403);
      expect(r.json().message).toBe('in_need_true_account');
    }
    expect(
      (await call('POST', 'MCSFE_addFavoriteGameV2', undefined, { nodeId: dice })).statusCode,
    ).toBe(401);
    expect(
      (await call('POST', 'MCSFE_addFavoriteGameV2', trial.token, { nodeId: dice })).statusCode,
    ).toBe(403);
    expect((await call('GET', 'GLS2_roomList')).statusCode).toBe(401);
  });

  it('adds, lists and removes favourites; adding twice or removing a non-favourite is fine', async () => {
    const added = await call('POST', 'MCSFE_addFavoriteGameV2', member.token, {
      nodeId: dice,
      vendor: 'HOUSE',
      gameType: 'RNG',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(favoriteGameActionValue.parse(added.json().value).nodeIds).toEqual([dice]);
    await call('POST', 'MCSFE_addFavoriteGameV2', member.token, { nodeId: Number(baccarat) });
    const again = await call('POST', 'MCSFE_addFavoriteGameV2', member.token, { nodeId: dice });
    expect(again.json().value.nodeIds.sort()).toEqual([dice, baccarat].sort());

    const ids = getFavoriteGamesValue.parse(
      (await call('GET', 'MCSFE_getFavoriteGames', member.token)).json().value,
    );
    expect(ids.sort()).toEqual([dice, baccarat].sort());
    const live = listFavoriteGamesValue.parse(
      (
        await call(
          'GET',
          'MCSFE_getFavoriteGamesList?gameType=LIVE&pageSize=999&clientType=3',
          member.token,
        )
      ).json().value,
    );
    expect(live).toMatchObject({ totalPages: 1, pageNum: 1, total: 1 });
    expect(live.content.map((g) => g.gameCode)).toEqual(['live-baccarat']);
    const paged = listFavoriteGamesValue.parse(
      (await call('GET', 'MCSFE_getFavoriteGamesList?pageSize=1&pageNo=5', member.token)).json()
        .value,
    );
    expect(paged).toMatchObject({ totalPages: 2, pageNum: 2, total: 2 });

    const otherIds = (await call('GET', 'MCSFE_getFavoriteGames', other.token)).json().value;
    expect(otherIds).toEqual([]);

    const removed = await call(
      'DELETE',
      `MCSFE_removeFavoriteGameV2?nodeId=${dice}&vendor=HOUSE&gameType=RNG`,
      member.token,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().value.nodeIds).toEqual([baccarat]);
    const twice = await call('DELETE', `MCSFE_removeFavoriteGameV2?nodeId=${dice}`, member.token);
    expect(twice.json().value.nodeIds).toEqual([baccarat]);
  });

  it('refuses unknown games, mismatched vendor or type, and malformed input without changes', async () => {
    const cases: [object, number][] = [
      [{ nodeId: '999999999' }, 404],
      [{ nodeId: sevens, vendor: 'LUCKYSTAR' }, 404],
      [{ nodeId: sevens, gameType: 'LIVE' }, 404],
      [{ nodeId: 'abc' }, 400],
      [{}, 400],
      [{ nodeId: sevens, gameType: 'POKER' }, 400],
    ];
    for (const [payload, status] of cases) {
      const r = await call('POST', 'MCSFE_addFavoriteGameV2', other.token, payload);
      expect(r.statusCode, JSON.stringify(payload)).toBe(status);
      expect(r.json().success).toBe(false);
    }
    expect((await call('GET', 'MCSFE_getFavoriteGames', other.token)).json().value).toEqual([]);
    expect((await call('GET', 'MCSFE_addFavoriteGameV2', other.token)).statusCode).toBe(405);
  });

  it('lists recent games latest first, by vendor, paged', async () => {
    const empty = listRecentGamesValue.parse(
      (await call('GET', 'GCS_recentGame', other.token)).json().value,
    );
    expect(empty).toMatchObject({ list: [], totalPages: 0, pageNum: 1 });
    const now = Date.now();
    for (const [nodeId, ago] of [
      [sevens, 3000],
      [baccarat, 2000],
      [dice, 1000],
    ] as const) {
      const game = await findGameByNodeId({ db: t.db, merchantId: member.merchantId, nodeId });
      await recordRecentGame({
        db: t.db,
        memberId: member.memberId,
        gameId: game!.id,
        nowMs: now - ago,
      });
    }
    const all = listRecentGamesValue.parse(
      (await call('GET', 'GCS_recentGame?clientType=3', member.token)).json().value,
    );
    expect(all.list.map((g) => g.gameCode)).toEqual(['fair-dice', 'live-baccarat', 'lucky-sevens']);
    expect(all.list[0]?.lastPlayed).toBe(now - 1000);
    const page = listRecentGamesValue.parse(
      (await call('GET', 'GCS_recentGame?pageSize=2&pageNo=2', member.token)).json().value,
    );
    expect(page).toMatchObject({ totalPages: 2, pageNum: 2 });
    expect(page.list.map((g) => g.gameCode)).toEqual(['lucky-sevens']);
    const none = listRecentGamesValue.parse(
      (await call('GET', 'GCS_recentGame?vassalage=OCEANKING', member.token)).json().value,
    );
    expect(none.list).toEqual([]);
    expect((await call('GET', 'GCS_recentGame?pageNo=-1', member.token)).statusCode).toBe(400);
  });

  it('lists PVP rooms of one vendor or one game, in the asked language', async () => {
    const all = listPvpRoomsValue.parse(
      (await call('GET', 'GLS2_roomList', member.token)).json().value,
    );
    expect(all.list.length).toBe((30 + 24) * 3);
    const one = listPvpRoomsValue.parse(
      (await call('GET', 'GLS2_roomList?vassalage=TABLEWAR', member.token, undefined)).json().value,
    );
    expect(one.list.every((r) => r.vassalage === 'TABLEWAR')).toBe(true);
    const game = one.list[0]!.nodeId;
    const rooms = await t.app.inject({
      method: 'GET',
      url: `/wps/relay/GLS2_roomList?nodeId=${game}`,
      headers: { authorization: member.token, language: 'TW' },
    });
    expect(
      listPvpRoomsValue.parse(rooms.json().value).list.map((r) => [r.roomName, r.baseBet]),
    ).toEqual([
      ['新手房', '0.10'],
      ['普通房', '1.00'],
      ['貴賓房', '10.00'],
    ]);
  });
});
