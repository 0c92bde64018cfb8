import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { signIn } from './games-test-helpers';
import { findGameByNodeId } from './find-game-by-node-id';
import { recordRecentGame } from './record-recent-game';

describe('findGameByNodeId', () => {
  let t: TestDb;
  let merchantId: bigint;
  beforeAll(async () => {
    t = await createTestDb();
    const m = await t.db.query<{ id: bigint }>(`SELECT id FROM merchants WHERE code = 'DEMO'`);
    merchantId = m.rows[0]!.id;
  }, 60_000);
  afterAll(() => t.drop());

  it('finds a house game with its vendor wallet and launch mode', async () => {
    const r = await t.db.query<{ node_id: string }>(
      `SELECT node_id FROM games WHERE vendor_code = 'HOUSE' AND game_code = 'lucky-sevens'`,
    );
    const game = await findGameByNodeId({ db: t.db, merchantId, nodeId: r.rows[0]!.node_id });
    expect(game).toMatchObject({
      vendorCode: 'HOUSE',
      gameType: 'RNG',
      gameCode: 'lucky-sevens',
      walletMode: 'seamless',
      launchMode: 'live',
      houseGameCode: null,
      enabled: true,
      vendorEnabled: true,
    });
    expect(game?.names.TW).toBe('幸運七');
  });

  it('gives a demo slot the house slot that opens in its place', async () => {
    const r = await t.db.query<{ node_id: string }>(
      `SELECT node_id FROM games WHERE vendor_code = 'LUCKYSTAR' AND classify = 'SM' LIMIT 1`,
    );
    const game = await findGameByNodeId({ db: t.db, merchantId, nodeId: r.rows[0]!.node_id });
    expect(game?.launchMode).toBe('house_demo');
    expect(['lucky-sevens', 'jade-dragon']).toContain(game?.houseGameCode);
  });

  it('answers undefined for an unknown, malformed or other merchant id', async () => {
    expect(await findGameByNodeId({ db: t.db, merchantId, nodeId: '999999999' })).toBeUndefined();
    expect(await findGameByNodeId({ db: t.db, merchantId, nodeId: '1 OR 1=1' })).toBeUndefined();
    expect(
      await findGameByNodeId({ db: t.db, merchantId: -1n, nodeId: '1000001' }),
    ).toBeUndefined();
  });

  it('records a recent game once per member and game, counting plays', async () => {
    const { memberId } = await signIn(t.db, { username: 'recent1' });
    const game = await findGameByNodeId({ db: t.db, merchantId, nodeId: '1000001' });
    await recordRecentGame({ db: t.db, memberId, gameId: game!.id, nowMs: Date.now() - 1000 });
    await recordRecentGame({ db: t.db, memberId, gameId: game!.id, nowMs: Date.now() });
    const r = await t.db.query<{ plays: number }>(
      `SELECT plays FROM recent_games WHERE member_id = $1 AND game_id = $2`,
      [memberId, game!.id],
    );
    expect(r.rows).toEqual([{ plays: 2 }]);
  });
});
