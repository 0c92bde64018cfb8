import { openPgDb } from '../../apps/server/src/db/pg-db';
import {
  prepareSeamlessWorkload,
  type SeamlessWorkload,
} from '../../apps/server/src/modules/vendor-wallet/bench-support';
import { pgbenchP99AtRate, pgbenchTps } from '../lib/database';
import { percentile } from '../lib/percentile';
import type { BenchCase } from '../lib/bench-case';

const WORKERS = 32;
/** The latency step runs at this share of the capacity just measured (issue 14). */
const LOAD_SHARE = 0.7;
/** The bound on a wallet call at that load (vendors time out at 300 ms). */
const P99_GOAL_MS = 50;

interface Tally {
  latencies: number[];
  failures: number;
  pairs: number;
}

/** One bet and its win, in order; each call's latency from its sending to its answer. */
async function pair(base: string, workload: SeamlessWorkload, i: number, tally: Tally) {
  for (const call of workload.betAndWin(i)) {
    const t0 = performance.now();
    const r = await fetch(base + call.url, {
      method: 'POST',
      headers: call.headers,
      body: call.payload,
    });
    const body = (await r.json()) as { success?: boolean };
    tally.latencies.push(performance.now() - t0);
    if (!r.ok || body.success === false) tally.failures += 1;
  }
  tally.pairs += 1;
}

/**
 * Seamless-wallet bet + win pairs per second over HTTP, each call signed (HMAC) and idempotent
 * by transaction id, moving money through the ledger — beside pgbench's TPC-B on the same
 * database. Capacity: 32 workers back to back. Then the latency step: pairs started on a fixed
 * schedule at 70 % of that capacity (open loop, as vendors call), the p99 of a wallet call —
 * beside pgbench throttled (`-R`) to 70 % of its own capacity.
 */
export const seamlessBetWin: BenchCase = {
  name: 'seamless bet+win pairs (32 concurrent)',
  async run(ctx) {
    if (!ctx.databaseUrl) return null;
    const db = openPgDb(ctx.databaseUrl, { max: 4 });
    const workload = await prepareSeamlessWorkload({ db, players: 64, fundMinor: 100_000_000n });
    await db.close();
    const base = `http://127.0.0.1:${ctx.platformPort}`;
    let next = 0;

    const capacity: Tally = { latencies: [], failures: 0, pairs: 0 };
    const deadline = Date.now() + ctx.seconds * 1000;
    const started = performance.now();
    const worker = async () => {
      while (Date.now() < deadline) await pair(base, workload, next++, capacity);
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    const pairsPerSec = capacity.pairs / ((performance.now() - started) / 1000);

    // The latency step: a pair started every 1/rate s whatever the earlier ones are doing.
    const rate = pairsPerSec * LOAD_SHARE;
    const loaded: Tally = { latencies: [], failures: 0, pairs: 0 };
    const inFlight = new Set<Promise<void>>();
    const stepStart = performance.now();
    let launched = 0;
    for (;;) {
      const elapsedS = (performance.now() - stepStart) / 1000;
      if (elapsedS >= ctx.seconds) break;
      for (; launched < Math.floor(elapsedS * rate); launched++) {
        const p = pair(base, workload, next++, loaded).finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await Promise.all(inFlight);

    const failures = capacity.failures + loaded.failures;
    if (failures > 0) throw new Error(`seamless bench: ${failures} calls failed`);
    const p99AtCapacity = percentile(capacity.latencies, 0.99);
    const p99Loaded = percentile(loaded.latencies, 0.99);
    const tps = pgbenchTps(ctx.databaseUrl, { clients: WORKERS, seconds: ctx.seconds });
    if (tps === null) return null;
    const pgbenchP99 = pgbenchP99AtRate(ctx.databaseUrl, {
      clients: WORKERS,
      seconds: ctx.seconds,
      rate: tps * LOAD_SHARE,
    });
    return {
      value: pairsPerSec,
      baseline: tps,
      unit: `pairs/s vs pgbench TPC-B tps; p99 a call ${p99AtCapacity.toFixed(1)} ms at capacity`,
      also:
        pgbenchP99 === null
          ? []
          : [
              {
                name: 'seamless p99 a call at 70 % of capacity',
                value: p99Loaded,
                baseline: pgbenchP99,
                unit:
                  `ms a call at ${rate.toFixed(0)} pairs/s (${loaded.pairs} pairs) vs pgbench ` +
                  `TPC-B p99 at ${(tps * LOAD_SHARE).toFixed(0)} tps`,
                lowerIsBetter: true,
                goal: { max: P99_GOAL_MS },
              },
            ],
    };
  },
};
