import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { localSharedState } from '../modules/shared-state/local-shared-state';
import { hitRateLimit } from './rate-limit';

describe('rate limits in PostgreSQL', () => {
  const t = useTestApp();
  const rule = { name: 'unit', max: 2, windowMs: 60_000 };
  // The app's own counters: PostgreSQL, as no REDIS_URL is set (Redis: shared-state.test.ts).
  const counter = () => t.app.shared;

  it('allows max hits per window, tells how long to wait, then starts a new window', async () => {
    const t0 = 1_700_000_000_000;
    const a = await hitRateLimit(counter(), rule, '192.0.2.1', t0);
    const b = await hitRateLimit(counter(), rule, '192.0.2.1', t0 + 1_000);
    const c = await hitRateLimit(counter(), rule, '192.0.2.1', t0 + 20_000);
    expect([a.allowed, b.allowed, c.allowed]).toEqual([true, true, false]);
    expect(c.retryAfterSec).toBe(40);
    const next = await hitRateLimit(counter(), rule, '192.0.2.1', t0 + 60_000);
    expect(next).toMatchObject({ allowed: true, hits: 1 });
  });

  it('counts each subject and each rule on its own', async () => {
    const t0 = 1_700_000_100_000;
    await hitRateLimit(counter(), rule, '192.0.2.2', t0);
    await hitRateLimit(counter(), rule, '192.0.2.2', t0);
    expect((await hitRateLimit(counter(), rule, '192.0.2.3', t0)).allowed).toBe(true);
    expect(
      (await hitRateLimit(counter(), { ...rule, name: 'other' }, '192.0.2.2', t0)).allowed,
    ).toBe(true);
  });

  it('shares counters between API nodes (one table, not process memory)', async () => {
    const t0 = 1_700_000_200_000;
    const second = localSharedState(t.testDb.reopen?.() ?? t.db);
    await hitRateLimit(counter(), rule, '192.0.2.4', t0);
    await hitRateLimit(second, rule, '192.0.2.4', t0);
    expect((await hitRateLimit(counter(), rule, '192.0.2.4', t0)).allowed).toBe(false);
  });
});
