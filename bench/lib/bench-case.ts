/** What a bench case is, and the common case: load one URL of the platform. */
import { load, type LoadResult } from './load';
import { goalLabel, goalMet, type Goal } from './last-figures';

export interface BenchContext {
  seconds: number;
  platformPort: number;
  /** API processes behind that port (BENCH_PLATFORM_WORKERS, servers/platform.ts); 1 unless set. */
  platformWorkers: number;
  /** The platform's PostgreSQL database, when the run has a server (else embedded). */
  databaseUrl: string | undefined;
  /** A fresh load of the bare Fastify route (the baseline, sent BROWSER_HEADERS too). */
  loadBare: () => Promise<LoadResult>;
}

export interface BenchResult {
  value: number;
  baseline: number;
  unit: string;
  /** The target for `value`, when it has one: at most (`max`) or at least (`min`). */
  goal?: Goal;
  /** Further figures the same measurement gives (e.g. a latency beside a throughput). */
  also?: (BenchResult & { name: string; lowerIsBetter?: boolean })[];
}

export interface BenchCase {
  name: string;
  /** Needs the built player site served by the platform (the run builds it first). */
  needsSite?: boolean;
  /** A size or a time: the ratio is ours over the baseline and lower is better. */
  lowerIsBetter?: boolean;
  /** Returns our figure and the baseline it is compared with, or null when it cannot run here. */
  run: (ctx: BenchContext) => Promise<BenchResult | null>;
}

/** "≤ 200 met" / "≤ 200 NOT met", or '' for a case without a goal. */
export function goalText(r: BenchResult): string {
  if (!r.goal) return '';
  return `goal ${goalLabel(r.goal)} ${goalMet(r.value, r.goal) ? 'met' : 'NOT met'}`;
}

/**
 * Runs a case's load between two loads of the bare route and compares it with their mean: on a
 * shared virtual machine the bare route's own figure moved 13,000–18,000 req/s between runs
 * minutes apart, so one baseline at the start of the run made a case's ratio swing by a third
 * while its own req/s held steady.
 */
export async function besideBare(
  ctx: BenchContext,
  measure: () => Promise<number>,
): Promise<{ value: number; baseline: number; unit: string }> {
  const before = await ctx.loadBare();
  const value = await measure();
  const after = await ctx.loadBare();
  return {
    value,
    baseline: (before.requestsPerSec + after.requestsPerSec) / 2,
    unit: 'req/s vs bare Fastify',
  };
}

/**
 * Seconds of load a case's URL gets, not measured, before its measured load: the first requests
 * of a route run its code cold (not yet compiled by V8, its kept replies not yet made), and the
 * first case of a run paid for that while the bare route, warmed by its own loads, did not.
 */
export const WARM_UP_SECONDS = 2;

/**
 * What Chromium sends as Accept-Encoding, sent by every read call's load as the player site's
 * calls carry it (kept replies go compressed to such a client, http/reply-encoding.ts); the bare
 * route gets it too and ignores it. `BENCH_ACCEPT_ENCODING=` (empty) loads without it.
 */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
export const BROWSER_HEADERS: Record<string, string> = acceptEncoding
  ? { 'accept-encoding': acceptEncoding }
  : {};

export function httpCase(
  name: string,
  path: string,
  headers: (ctx: BenchContext) => Promise<Record<string, string>> = async () => ({}),
): BenchCase {
  return {
    name,
    async run(ctx) {
      const sent = { ...BROWSER_HEADERS, ...(await headers(ctx)) };
      const url = `http://127.0.0.1:${ctx.platformPort}${path}`;
      await load(url, { seconds: WARM_UP_SECONDS, headers: sent });
      return besideBare(ctx, async () => {
        const r = await load(url, {
          seconds: ctx.seconds,
          headers: sent,
        });
        if (r.non2xx > 0 || r.errors > 0) {
          throw new Error(`${name}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
        }
        return r.requestsPerSec;
      });
    },
  };
}
