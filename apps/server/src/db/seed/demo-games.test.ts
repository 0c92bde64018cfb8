import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { seedDemoGames } from './demo-games';
import { DEMO_VENDORS } from './demo-games-vendors';
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

  it('generates the same unique names on every run, with EN and TW', () => {
    for (const vendor of DEMO_VENDORS.filter((v) => v.code !== 'HOUSE')) {
      const games = generateGames(vendor);
      expect(games).toEqual(generateGames(vendor));
      expect(games).toHaveLength(vendor.games);
      expect(new Set(games.map((g) => g.names.EN)).size).toBe(games.length);
      expect(games.every((g) => g.names.TW.length > 0)).toBe(true);
    }
  });
});
