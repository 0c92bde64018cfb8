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

/**
 * The pipelined connection (ADR 0067): statements written one behind another without waiting,
 * answered in order, each its own transaction; the server ending the connection fails what was
 * in flight, and the next statement opens a new one.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the pipelined connection', () => {
  it('answers statements written back to back in order; a failing one leaves the next intact', async () => {
    const { db } = testDb;
    await db.exec('CREATE TABLE piped_rows (n int PRIMARY KEY)');
    const sent = [
      db.pipelined!<{ n: number }>('INSERT INTO piped_rows VALUES (1) RETURNING n'),
      db.pipelined!('INSERT INTO piped_rows VALUES (2), (1)'), // a duplicate: undone whole
      db.pipelined!<{ n: string }>(
        "SELECT string_agg(n::text, ',' ORDER BY n) AS n FROM piped_rows",
      ),
    ];
    const [first, second, third] = await Promise.allSettled(sent);
    expect(first).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 1 }] } });
    expect(second).toMatchObject({ status: 'rejected' });
    // The third ran after the second's failure, in its own transaction, and saw the first's row.
    expect(third).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: '1' }] } });
  });

  it('opens a new connection after the server ends it', async () => {
    const { db } = testDb;
    const pid = (await db.pipelined!<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!
      .pid;
    // Its failure is heard at once: it comes while the test is still ending the connection.
    const inFlight = db.pipelined!('SELECT pg_sleep(5)').then(
      () => 'answered',
      (error: unknown) => error,
    );
    await new Promise((r) => setTimeout(r, 100));
    await db.query('SELECT pg_terminate_backend($1)', [pid]);
    expect(await inFlight).toBeInstanceOf(Error);
    await new Promise((r) => setTimeout(r, 100));
    const again = await db.pipelined!<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(again.rows[0]!.pid).not.toBe(pid);
  });

  it('keeps no connection open when the database is closed while it opens', async () => {
    const other = testDb.reopen!();
    const opening = other.pipelined!('SELECT 1').then(
      () => 'answered',
      (error: unknown) => error,
    );
    await other.close();
    expect(await opening).toBeInstanceOf(Error);
    const open = await testDb.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query = 'SELECT 1'`,
    );
    expect(open.rows[0]!.n).toBe(0);
  });
});
