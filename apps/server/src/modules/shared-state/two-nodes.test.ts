import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { buildApp } from '../../app';
import { localSharedState } from './local-shared-state';
import { redisSharedState } from './redis-shared-state';
import { redisReachable, TEST_REDIS_URL, testPrefix } from './redis-test-support';
import type { SharedState } from './shared-state';

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`two-nodes: Redis at ${TEST_REDIS_URL} unreachable, test skipped`);

/**
 * Two API nodes sharing one Redis. Each has a database of its own, so whatever they share can
 * only have gone through Redis (with one database the PostgreSQL counters would share too).
 */
describe.skipIf(!hasRedis)('two API nodes sharing Redis', () => {
  const nodes: { app: FastifyInstance; testDb: TestDb; shared: SharedState }[] = [];
  beforeAll(async () => {
    const prefix = testPrefix();
    for (let i = 0; i < 2; i++) {
      const testDb = await createTestDb({ poolSize: 3 });
      const shared = redisSharedState(TEST_REDIS_URL, localSharedState(testDb.db), prefix);
      const app = await buildApp({
        config: testConfig({ LOGIN_IP_LIMIT_PER_MINUTE: '3' }),
        db: testDb.db,
        logger: false,
        shared,
      });
      await app.ready();
      nodes.push({ app, testDb, shared });
    }
  }, 60_000);
  afterAll(async () => {
    for (const node of nodes) {
      await node.app.close();
      await node.shared.close();
      await node.testDb.drop();
    }
  });

  it('shares the login budget per IP: hits on one node count on the other', async () => {
    const [a, b] = nodes.map((n) => n.app);
    const login = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/wps/session/login', payload: {} });
    const codes = [];
    for (const app of [a!, b!, a!, b!]) codes.push((await login(app)).statusCode);
    // Three attempts are within the budget (refused as bad input), the fourth is over it.
    expect(codes.slice(0, 3).every((c) => c !== 429)).toBe(true);
    expect(codes[3]).toBe(429);
    expect((await login(a!)).statusCode).toBe(429);
  });

  it('invalidates the merchant cache on every node when one node changes a merchant', async () => {
    const [a, b] = nodes;
    const routes = async () =>
      (await b!.app.inject({ method: 'GET', url: '/wps/system/domainRoute' })).json().value
        .domainList;
    const before = await routes();
    await b!.testDb.db.query(
      `UPDATE merchants SET status_config = status_config || $1::jsonb WHERE code = 'DEMO'`,
      [JSON.stringify({ domainRoutes: [{ domain: 'two-nodes.example', speed: 1 }] })],
    );
    // Node B still answers from its cache...
    expect(await routes()).toEqual(before);
    // ...until node A announces a merchant change.
    await a!.app.merchants.invalidate();
    await expect
      .poll(routes, { timeout: 3_000 })
      .toEqual([{ domain: 'two-nodes.example', speed: 1 }]);
  });
});
