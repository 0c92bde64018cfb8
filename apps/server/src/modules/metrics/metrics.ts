/**
 * The process's Prometheus metrics (prom-client), one registry per process: deep code (the
 * ledger, the wallet, the scheduler) counts into these directly, and `/metrics` exposes them.
 * Labels are bounded sets only (route templates, call names, codes), never ids or raw URLs.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { registerHttpSeries } from './http-series';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

// The HTTP series are tallied without prom-client's per-call label work (http-series.ts).
registerHttpSeries(metricsRegistry);

export const walletCalls = new Counter({
  name: 'wallet_calls_total',
  help: 'Seamless wallet calls from vendors, by call and outcome (ok, replayed or the error code)',
  labelNames: ['call', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const ledgerTransfers = new Counter({
  name: 'ledger_transfers_total',
  help:
    'Ledger transfers written, by transfer code and kind (counted at the insert, inside the ' +
    'transaction: a transaction rolled back after its insert is counted too)',
  labelNames: ['code', 'kind'] as const,
  registers: [metricsRegistry],
});

export const jobRuns = new Counter({
  name: 'job_runs_total',
  help: 'Scheduled job runs in this process, by job and outcome (ok or failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: 'job_run_duration_seconds',
  help: 'Duration of scheduled job runs, by job',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
  registers: [metricsRegistry],
});

/** Connection pool figures of each open database (the embedded one reports nothing). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
const pools = new Set<() => PoolStats | null>();

/** Registers a pool for the gauge; the returned function unregisters it (on close). */
export function watchPool(stats: () => PoolStats | null): () => void {
  pools.add(stats);
  return () => pools.delete(stats);
}

new Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections: total open, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const sum = { total: 0, idle: 0, waiting: 0 };
    for (const read of pools) {
      const s = read();
      if (!s) continue;
      sum.total += s.total;
      sum.idle += s.idle;
      sum.waiting += s.waiting;
    }
    for (const [state, value] of Object.entries(sum)) this.set({ state }, value);
  },
});
