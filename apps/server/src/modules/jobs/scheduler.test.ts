import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/test-db';
import type { Db } from '../../db/db';
import { claimDueJob } from './job-store';
import { createScheduler, nextRunAfter, type JobDefinition } from './scheduler';

let testDb: TestDb;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
}, 60_000);
afterAll(() => testDb?.drop());

const at = (iso: string) => new Date(iso);

describe('scheduler', () => {
  it('aligns runs to the clock, and retries a failed run sooner', () => {
    const job = { name: 'x', everyMs: 300_000, aligned: true, run: async () => {} };
    expect(nextRunAfter(job, at('2026-01-01T10:03:10Z'), false)).toEqual(
      at('2026-01-01T10:05:00Z'),
    );
    expect(nextRunAfter({ ...job, aligned: false }, at('2026-01-01T10:03:10Z'), false)).toEqual(
      at('2026-01-01T10:08:10Z'),
    );
    expect(nextRunAfter(job, at('2026-01-01T10:03:10Z'), true)).toEqual(at('2026-01-01T10:03:40Z'));
  });

  it('runs a due job in exactly one of two racing schedulers, and not again before it is due', async () => {
    const runs: string[] = [];
    const job = (who: string): JobDefinition => ({
      name: 'test.once',
      everyMs: 60_000,
      run: async () => {
        runs.push(who);
        await new Promise((r) => setTimeout(r, 50));
      },
    });
    const second = testDb.reopen?.() ?? db;
    const a = createScheduler({ db, jobs: [job('a')] });
    const b = createScheduler({ db: second, jobs: [job('b')] });
    const t0 = at('2026-01-01T00:00:00Z');
    await Promise.all([a.runDue(t0), b.runDue(t0)]); // rows created, first run in a minute
    expect(runs).toEqual([]);
    const t1 = at('2026-01-01T00:01:00Z');
    await Promise.all([a.runDue(t1), b.runDue(t1), a.runDue(t1), b.runDue(t1)]);
    expect(runs).toHaveLength(1);
    await Promise.all([a.runDue(at('2026-01-01T00:01:30Z')), b.runDue(at('2026-01-01T00:01:30Z'))]);
    expect(runs).toHaveLength(1);
    await a.runDue(at('2026-01-01T00:02:01Z'));
    expect(runs).toHaveLength(2);
  });

  it('lets another process take over a lease left by a crashed one', async () => {
    const job: JobDefinition = {
      name: 'test.crash',
      everyMs: 60_000,
      leaseMs: 10_000,
      run: async () => {},
    };
    const s = createScheduler({ db, jobs: [job] });
    await s.runDue(at('2026-01-01T00:00:00Z'));
    // A process claims the job and dies before finishing.
    expect(await claimDueJob(db, 'test.crash', 'dead', at('2026-01-01T00:01:00Z'), 10_000)).toBe(
      true,
    );
    expect(await s.runDue(at('2026-01-01T00:01:05Z'))).toEqual([]); // lease still live
    const [report] = await s.runDue(at('2026-01-01T00:01:11Z'));
    expect(report).toMatchObject({ name: 'test.crash', ok: true });
  });

  it('records a failure and keeps the scheduler going', async () => {
    const job: JobDefinition = {
      name: 'test.fails',
      everyMs: 60_000,
      run: async () => {
        throw new Error('boom');
      },
    };
    const s = createScheduler({ db, jobs: [job] });
    const report = await s.runNow('test.fails', at('2026-01-01T00:00:00Z'));
    expect(report?.ok).toBe(false);
    const { rows } = await db.query<{ failures: bigint; last_error: string }>(
      `SELECT failures, last_error FROM scheduled_jobs WHERE name = 'test.fails'`,
    );
    expect(rows[0]?.failures).toBe(1n);
    expect(rows[0]?.last_error).toContain('boom');
  });
});
