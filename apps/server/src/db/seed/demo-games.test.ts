import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { seedDemoGames } from './demo-games';
import { DEMO_VENDORS, HOUSE_LISTED_VENDORS } from './demo-games-vendors';
import { generateGames } from './demo-games-names';

describe('demo game catalogue seed', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  }, 60_000);
  afterAll(() => t.drop());

  const snapshot = async () =>
    (
      await t.db.query<{ node_id: string; game_code: string; names: unknown }>(
        `SELECT node_id, game_code, names FROM games ORDER BY node_id`,
      )
    ).rows;

  it('is idempotent: a second run keeps every game, node id and name', async () => {
    const before = await snapshot();
    await seedDemoGames(t.db, { APP_ENV: 'test' });
    expect(await snapshot()).toEqual(before);
  });

  it('lists the house RNG games under HOUSECLUB (transfer wallet, live launch), appended last', async () => {
    expect(DEMO_VENDORS.find((v) => v.code === 'HOUSECLUB')).toMatchObject({
      code: 'HOUSECLUB',
      gameType: 'RNG',
      wallet: 'transfer',
      launch: 'live',
    });
    const club = await t.db.query<{ game_code: string; node_id: string; wallet_mode: string }>(
      `SELECT g.game_code, g.node_id, v.wallet_mode FROM games g JOIN game_vendors v ON v.id = g.vendor_id
        WHERE g.vendor_code = 'HOUSECLUB' ORDER BY g.sort`,
    );
    expect(club.rows.map((r) => r.game_code)).toEqual([
      'lucky-sevens',
      'jade-dragon',
      'fair-dice',
      'fair-crash',
    ]);
    expect(club.rows.every((r) => r.wallet_mode === 'transfer')).toBe(true);
    const position = DEMO_VENDORS.findIndex((v) => v.code === 'HOUSECLUB');
    expect(club.rows[0]?.node_id).toBe(String(1_000_000 + position * 10_000 + 1));
    const house = await t.db.query<{ node_id: string }>(
      `SELECT node_id FROM games WHERE vendor_code = 'HOUSE' AND game_code = 'lucky-sevens'`,
    );
    expect(house.rows[0]?.node_id).toBe('1000001');
  });

  it('generates the same unique names on every run, with EN and TW', () => {
    for (const vendor of DEMO_VENDORS.filter((v) => !HOUSE_LISTED_VENDORS.includes(v.code))) {
      const games = generateGames(vendor);
      expect(games).toEqual(generateGames(vendor));
      expect(games).toHaveLength(vendor.games);
      expect(new Set(games.map((g) => g.names.EN)).size).toBe(games.length);
      expect(games.every((g) => g.names.TW.length > 0)).toBe(true);
    }
  });
});
