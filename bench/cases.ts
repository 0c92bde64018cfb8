import { load, type LoadResult } from './lib/load';

export interface BenchContext {
  seconds: number;
  platformPort: number;
  databaseUrl: string | undefined;
  baseline: LoadResult;
}

export interface BenchCase {
  name: string;
  /** Returns our figure and the baseline it is compared with, or null when it cannot run here. */
  run: (ctx: BenchContext) => Promise<{ value: number; baseline: number; unit: string } | null>;
}

const httpCase = (name: string, path: string): BenchCase => ({
  name,
  async run(ctx) {
    const r = await load(`http://127.0.0.1:${ctx.platformPort}${path}`, { seconds: ctx.seconds });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    return { value: r.requestsPerSec, baseline: ctx.baseline.requestsPerSec, unit: 'req/s vs bare Fastify' };
  },
});

/** Every measured case; issues add theirs here. */
export const benchCases: BenchCase[] = [
  httpCase('GET /wps/system/status', '/wps/system/status?url=localhost'),
  httpCase(
    'GET relay MCSFE_getListAnnouncements',
    '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B',
  ),
];
