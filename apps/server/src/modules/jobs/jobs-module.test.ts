import { describe, expect, it } from 'vitest';
import type { AppModule } from '../../app';
import { useTestApp } from '../../../test/test-app';
import { jobsModule } from './jobs-module';

const seen: string[] = [];
const clockModule: AppModule = {
  name: 'clock',
  jobs: () => [
    {
      name: 'test.clock',
      everyMs: 60_000,
      run: async ({ now }) => void seen.push(now.toISOString()),
    },
  ],
};

describe('POST /dev/jobs/:name/run', () => {
  const ctx = useTestApp({ modules: [jobsModule, clockModule] });

  it('runs the job at once with the test clock', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/dev/jobs/test.clock/run',
      payload: { now: '2026-03-01T10:05:00.000Z' },
    });
    expect(res.json()).toMatchObject({ success: true, value: { name: 'test.clock' } });
    expect(seen).toEqual(['2026-03-01T10:05:00.000Z']);
  });

  it('refuses an unknown job and a malformed clock without running anything', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/dev/jobs/nope.job/run',
      payload: {},
    });
    expect(unknown.json()).toMatchObject({ success: false });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/dev/jobs/test.clock/run',
      payload: { now: 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
    expect(seen).toHaveLength(1);
  });
});
