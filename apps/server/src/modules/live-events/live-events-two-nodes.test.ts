import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/test-app';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { testDatabaseUrl } from '../../../test/test-db-url';
import { buildApp } from '../../app';
import type { Db } from '../../db/db';
import { memberWithMoney } from '../cashier/cashier-test-support';
import { systemAccount } from '../ledger/system-account';
import { transfer } from '../ledger/transfer';
import { localSharedState } from '../shared-state/local-shared-state';
import { redisSharedState } from '../shared-state/redis-shared-state';
import { redisReachable, TEST_REDIS_URL, testPrefix } from '../shared-state/redis-test-support';
import type { SharedState } from '../shared-state/shared-state';
import { openStream, type TestStream } from './live-events-test-support';

const hasRedis = await redisReachable();
if (!hasRedis) console.warn(`live events: Redis at ${TEST_REDIS_URL} unreachable, test skipped`);
// Two pools on one database need a PostgreSQL server: the embedded one belongs to one process.
const onServer = testDatabaseUrl() !== undefined;

/**
 * Two API nodes on one PostgreSQL (a pool each) and one Redis: a page's stream is open on one
 * node while the money moves through the other, so the event can only have come through Redis.
 */
describe.skipIf(!hasRedis || !onServer)('live events across two API nodes', () => {
  let testDb: TestDb;
  const nodes: { app: FastifyInstance; db: Db; shared: SharedState }[] = [];
  let stream: TestStream | undefined;
  beforeAll(async () => {
    testDb = await createTestDb({ poolSize: 3 });
    const prefix = testPrefix();
    for (const db of [testDb.db, testDb.reopen!()]) {
      const shared = redisSharedState(TEST_REDIS_URL, localSharedState(db), prefix);
      const app = await buildApp({ config: testConfig(), db, logger: false, shared });
      await app.listen({ port: 0, host: '127.0.0.1' });
      nodes.push({ app, db, shared });
    }
  }, 60_000);
  afterAll(async () => {
    stream?.close();
    for (const node of nodes) {
      await node.app.close();
      await node.shared.close();
    }
    await testDb?.drop();
  });

  it('a deposit committed on node A reaches the page streaming from node B', async () => {
    const [a, b] = nodes;
    const m = await memberWithMoney(a!.db);
    stream = await openStream(b!.app, m.headers);
    expect(stream.status).toBe(200);
    await stream.until((e) => e.includes('ready'));
    const clearing = await systemAccount({
      sql: a!.db,
      merchantId: m.merchantId,
      kind: 'cash_in_clearing',
      currency: m.currency,
    });
    await transfer({
      db: a!.db,
      debitAccountId: clearing.id,
      creditAccountId: m.walletId,
      amountMinor: 700n,
      currency: m.currency,
      code: 'DEPOSIT',
      idempotencyKey: `two-nodes-live:${m.memberId}`,
    });
    await stream.until((e) => e.includes('balance'));
  });
});
