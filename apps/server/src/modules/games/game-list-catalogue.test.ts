import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { listGamesValue } from '@wl/contract/games/list-games';
import { listHotGamesValue } from '@wl/contract/games/list-hot-games';
import { useTestApp } from '../../../test/test-app';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';
import { gameListStatements, type GameFilter } from './games-store';
import { listHotGames } from './list-hot-games';

const URL = '/wps/relay/GCSGAME_gameList';

/**
 * The game list answers from the merchant's catalogue kept in the process (ADR 0048): the same
 * games as the catalogue query, and a back-office change shows on the very next call even when
 * the reply before it was kept.
 */
describe('GCSGAME_gameList from the kept catalogue', () => {
  const t = useTestApp();
  let tokens: Record<OperatorRole, string>;
  let merchantId: bigint;

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
    const m = await t.db.query<{ id: bigint }>(`SELECT id FROM merchants WHERE code = 'DEMO'`);
    merchantId = m.rows[0]!.id;
  });

  async function list(query: string) {
    const r = await t.app.inject({
      method: 'GET',
      url: `${URL}?${query}`,
      headers: { merchant: 'DEMO', language: 'EN' },
    });
    expect(r.statusCode, r.body).toBe(200);
    return listGamesValue.parse(r.json().value);
  }

  /** The node ids and total the catalogue query of gameListStatements answers. */
  async function bySql(filter: Omit<GameFilter, 'merchantId'>, limit: number, offset: number) {
    const s = gameListStatements({ merchantId, ...filter }, { limit, offset });
    const count = await t.db.query<{ n: bigint }>(s.count.text, s.count.params);
    const page = await t.db.query<{ node_id: string }>(s.page.text, s.page.params);
    return { total: Number(count.rows[0]!.n), nodeIds: page.rows.map((r) => r.node_id) };
  }

  it('lists the same games, in the same order, as the catalogue query', async () => {
    const cases: [string, Omit<GameFilter, 'merchantId'>, number, number][] = [
      [
        'gameType=RNG&gameName=dragon&pageNo=1&pageSize=15',
        { gameType: 'RNG', nameContains: 'dragon' },
        15,
        0,
      ],
      ['gameName=DRAGON&pageNo=2&pageSize=10', { nameContains: 'dragon' }, 10, 10],
      ['gameName=%E9%BE%8D&pageSize=50', { nameContains: '龍' }, 50, 0],
      [
        'gameType=RNG&gameClassify=VP&pageNo=3&pageSize=20',
        { gameType: 'RNG', classify: 'VP' },
        20,
        40,
      ],
      ['vassalage=house&pageSize=50', { vendorCode: 'HOUSE' }, 50, 0],
      ['gameType=RNG&minBet=0.05&pageSize=100', { gameType: 'RNG', maxMinBetMinor: 5n }, 100, 0],
      ['gameType=LIVE&pageSize=15', { gameType: 'LIVE' }, 15, 0],
      ['gameName=no%20such%20game', { nameContains: 'no such game' }, 15, 0],
    ];
    for (const [query, filter, limit, offset] of cases) {
      const ours = await list(query);
      const sql = await bySql(filter, limit, offset);
      expect([query, ours.total, ours.games.map((g) => g.nodeId)]).toEqual([
        query,
        sql.total,
        sql.nodeIds,
      ]);
    }
    // The money check: minBet is in currency units (the merchant's minor units underneath).
    const cheap = await list('gameType=RNG&minBet=0.05&pageSize=100');
    expect(cheap.total).toBeGreaterThan(0);
  });

  it('shows a back-office save of a game or a vendor on the very next call', async () => {
    const query = 'gameName=sevens&vassalage=HOUSE&pageSize=15';
    const kept = await list(query);
    expect(kept.games.map((g) => g.gameCode)).toEqual(['lucky-sevens']);
    expect(await list(query)).toEqual(kept);
    const game = (
      await t.db.query<{ id: bigint }>(
        `SELECT id FROM games WHERE vendor_code = 'HOUSE' AND game_code = 'lucky-sevens'`,
      )
    ).rows[0]!;
    const body = {
      enabled: true,
      isHot: true,
      isNew: true,
      sort: 1,
      classify: 'JP',
      minBet: '0.50',
    };

    const save = async (changes: Partial<typeof body>) => {
      const r = await opsCall(t.app, tokens.supervisor, 'PUT', `/ops/games/${game.id}`, {
        ...body,
        ...changes,
      });
      expect(r.json().success, r.body).toBe(true);
    };
    await save({});
    expect((await list(query)).games[0]).toMatchObject({
      gameClassify: 'JP',
      minBet: '0.50',
      isHot: 1,
    });
    expect((await list('gameName=sevens&vassalage=HOUSE&gameClassify=JP')).total).toBe(1);

    await save({ enabled: false });
    expect(await list(query)).toMatchObject({ total: 0, games: [] });
    await save({ enabled: true });
    expect((await list(query)).total).toBe(1);

    // The house lists under two vendor rows (RNG and LIVE): the one with lucky-sevens.
    const vendorId = (
      await t.db.query<{ vendor_id: bigint }>(`SELECT vendor_id FROM games WHERE id = $1`, [
        game.id,
      ])
    ).rows[0]!.vendor_id;
    const vendors = await opsCall(t.app, tokens.supervisor, 'GET', '/ops/game-vendors');
    const house = (
      vendors.json().value.list as {
        id: number;
        isHot: boolean;
        sort: number;
        displayName: string;
      }[]
    ).find((v) => v.id === Number(vendorId))!;
    const saveVendor = async (enabled: boolean) => {
      const r = await opsCall(t.app, tokens.supervisor, 'PUT', `/ops/game-vendors/${house.id}`, {
        enabled,
        isHot: house.isHot,
        sort: house.sort,
        displayName: house.displayName,
      });
      expect(r.json().success, r.body).toBe(true);
    };
    const rngHouse = 'vassalage=HOUSE&gameType=RNG&pageSize=100';
    expect((await list(rngHouse)).total).toBeGreaterThan(1);
    await saveVendor(false);
    expect((await list(query)).total).toBe(0);
    expect((await list(rngHouse)).total).toBe(0);
    await saveVendor(true);
    expect((await list(query)).total).toBe(1);
    expect((await list(rngHouse)).total).toBeGreaterThan(1);
  });

  it('keeps the hot games with the catalogue: what the queries give, and a save shows at once', async () => {
    const hot = async (query = '') => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/wps/relay/GCSGAME_hotGamesV2?isPlatform=2${query}`,
        headers: { merchant: 'DEMO', language: 'EN' },
      });
      expect(r.statusCode, r.body).toBe(200);
      return listHotGamesValue.parse(r.json().value);
    };
    const merchant = await t.app.merchants.resolve({ header: 'DEMO', host: undefined });
    for (const [query, filter] of [
      ['', {}],
      ['&vassalage=HOUSE', { vendorCode: 'HOUSE' }],
      ['&gameType=LIVE', { gameType: 'LIVE' as const }],
    ] as const) {
      const fromQueries = await listHotGames({ db: t.db, merchant, language: 'EN', ...filter });
      expect(await hot(query)).toEqual(listHotGamesValue.parse(fromQueries));
      // Asked again: the kept reply, the same.
      expect(await hot(query)).toEqual(listHotGamesValue.parse(fromQueries));
    }

    const game = (
      await t.db.query<{ id: bigint; is_hot: boolean; sort: number; classify: string }>(
        `SELECT id, is_hot, sort, classify FROM games
          WHERE vendor_code = 'HOUSE' AND game_code = 'lucky-sevens'`,
      )
    ).rows[0]!;
    const setHot = async (isHot: boolean) => {
      const r = await opsCall(t.app, tokens.supervisor, 'PUT', `/ops/games/${game.id}`, {
        enabled: true,
        isHot,
        isNew: false,
        sort: game.sort,
        classify: game.classify,
        minBet: '0.50',
      });
      expect(r.json().success, r.body).toBe(true);
    };
    const hasSevens = async () =>
      (await hot('&vassalage=HOUSE')).list.some((g) => g.gameCode === 'lucky-sevens');
    await setHot(true);
    expect(await hasSevens()).toBe(true);
    // Changed behind the back office's back, the kept reply stands (until the catalogue ages)…
    await t.db.query(`UPDATE games SET is_hot = false WHERE id = $1`, [game.id]);
    expect(await hasSevens()).toBe(true);
    // …and a back-office save shows on the very next call.
    await setHot(false);
    expect(await hasSevens()).toBe(false);
    await setHot(true);
    expect(await hasSevens()).toBe(true);
    await setHot(game.is_hot);
  });

  it('refuses a minimum bet that is not a positive amount, keeping nothing', async () => {
    for (const minBet of ['0', '0.00']) {
      const r = await t.app.inject({ method: 'GET', url: `${URL}?minBet=${minBet}` });
      expect([minBet, r.statusCode, r.json().success]).toEqual([minBet, 400, false]);
    }
  });
});
