import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/test-db';

/**
 * PostgreSQL restarting under a transaction (the faults suite's finding): the connection of a
 * checked-out client is ended between two statements. The process must not crash on the
 * client's 'error' event; the transaction fails, and the pool goes on with fresh connections.
 */
let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ poolSize: 2 });
}, 60_000);
afterAll(async () => testDb?.drop());

describe.skipIf(!process.env.TEST_DATABASE_URL)('pg pool when the server ends a connection', () => {
  it('fails the transaction instead of crashing, then serves new ones', async () => {
    const other = testDb.reopen!();
    const outcome = testDb.db.tx(async (tx) => {
      const pid = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      // Between two statements of this transaction, its connection is terminated.
      await other.query('SELECT pg_terminate_backend($1)', [pid]);
      await new Promise((r) => setTimeout(r, 200));
      await tx.query('SELECT 1');
    });
    await expect(outcome).rejects.toThrow();
    for (let i = 0; i < 3; i++) {
      const r = await testDb.db.tx((tx) => tx.query<{ one: number }>('SELECT 1 AS one'));
      expect(r.rows[0]!.one).toBe(1);
    }
  });
});
