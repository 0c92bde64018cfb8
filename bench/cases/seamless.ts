import { openPgDb } from '../../apps/server/src/db/pg-db';
import { prepareSeamlessWorkload } from '../../apps/server/src/modules/vendor-wallet/bench-support';
import { pgbenchTps } from '../lib/database';
import type { BenchCase } from '../lib/bench-case';

const WORKERS = 32;

/**
 * Seamless-wallet bet + win pairs per second over HTTP, each call signed (HMAC) and idempotent
 * by transaction id, moving money through the ledger — beside pgbench's TPC-B on the same
 * database. Also reports the p99 of a single wallet call.
 */
export const seamlessBetWin: BenchCase = {
  name: 'seamless bet+win pairs (32 concurrent)',
  async run(ctx) {
    if (!ctx.databaseUrl) return null;
    const db = openPgDb(ctx.databaseUrl, { max: 4 });
    const workload = await prepareSeamlessWorkload({ db, players: 64, fundMinor: 100_000_000n });
    await db.close();
    const base = `http://127.0.0.1:${ctx.platformPort}`;
    const latencies: number[] = [];
    let next = 0;
    let pairs = 0;
    let failures = 0;
    const deadline = Date.now() + ctx.seconds * 1000;
    const started = performance.now();
    const worker = async () => {
      while (Date.now() < deadline) {
        for (const call of workload.betAndWin(next++)) {
          const t0 = performance.now();
          const r = await fetch(base + call.url, {
            method: 'POST',
            headers: call.headers,
            body: call.payload,
          });
          const body = (await r.json()) as { success?: boolean };
          latencies.push(performance.now() - t0);
          if (!r.ok || body.success === false) failures += 1;
        }
        pairs += 1;
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    const elapsedS = (performance.now() - started) / 1000;
    if (failures > 0) throw new Error(`seamless bench: ${failures} calls failed`);
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
    const tps = pgbenchTps(ctx.databaseUrl, { clients: WORKERS, seconds: ctx.seconds });
    if (tps === null) return null;
    return {
      value: pairs / elapsedS,
      baseline: tps,
      unit: `pairs/s vs pgbench TPC-B tps; p99 per call ${p99.toFixed(1)} ms`,
    };
  },
};
