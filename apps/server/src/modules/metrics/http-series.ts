/**
 * The HTTP series every request feeds — requests by method, route template and status, and
 * their durations by method and route template — tallied in plain numbers per request and
 * written out in prom-client's shapes only when `/metrics` is read.
 *
 * Why not prom-client's Counter and Histogram: their `inc` and `observe` build a label key from
 * an object, check every label and allocate per call, about 1 µs together in a tight loop and
 * 2–5 µs of a 40–45 µs status request in the server (alternated A/B on a 2-core VM,
 * docs/performance.md, 2026-11-30 night). Here a request costs two Map lookups and a few
 * additions. The exposition is the same series, names and labels as before; the other metrics
 * (wallet calls, ledger transfers, jobs), counted far less often, stay prom-client's own.
 */
import type { Metric, MetricObjectWithValues, MetricValue, Registry } from 'prom-client';

/** The duration buckets, in seconds (the `le` label). */
export const HTTP_DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface MethodTally {
  /** Requests answered, by status code. */
  statuses: Map<number, number>;
  /** Observations per bucket (not cumulative); the last slot is above every bound. */
  buckets: Float64Array;
  sum: number;
  count: number;
}

/** route template → method → tally */
const tallies = new Map<string, Map<string, MethodTally>>();

/** One answered request: its method, route template, status and duration in seconds. */
export function recordHttpRequest(
  method: string,
  route: string,
  status: number,
  seconds: number,
): void {
  let byMethod = tallies.get(route);
  if (!byMethod) tallies.set(route, (byMethod = new Map()));
  let t = byMethod.get(method);
  if (!t) {
    t = {
      statuses: new Map(),
      buckets: new Float64Array(HTTP_DURATION_BUCKETS.length + 1),
      sum: 0,
      count: 0,
    };
    byMethod.set(method, t);
  }
  t.statuses.set(status, (t.statuses.get(status) ?? 0) + 1);
  let b = 0;
  while (b < HTTP_DURATION_BUCKETS.length && seconds > HTTP_DURATION_BUCKETS[b]!) b += 1;
  t.buckets[b]! += 1;
  t.sum += seconds;
  t.count += 1;
}

type Labels = Record<string, string | number>;
/** A value with the series name it is written under (`…_bucket`, `…_sum`), as prom-client's. */
export type NamedValue = MetricValue<string> & { metricName?: string };
const value = (labels: Labels, v: number, metricName?: string): NamedValue =>
  metricName ? { labels, value: v, metricName } : { labels, value: v };

function* eachTally(): Generator<[string, string, MethodTally]> {
  for (const [route, byMethod] of tallies) {
    for (const [method, t] of byMethod) yield [method, route, t];
  }
}

/**
 * A series prom-client's registry reads as it reads its own metrics (`get`, `reset`, `name`,
 * `type`, and `aggregator` for cluster aggregation).
 */
function series(
  name: string,
  help: string,
  type: 'counter' | 'histogram',
  values: () => MetricValue<string>[],
): Metric<string> {
  const metric = {
    name,
    help,
    type,
    aggregator: 'sum',
    get: async (): Promise<MetricObjectWithValues<MetricValue<string>>> =>
      ({ name, help, type, aggregator: 'sum', values: values() }) as never,
    // Both series read the one tally, so resetting either resets both (the registry's
    // `resetMetrics` resets every metric anyway).
    reset: () => tallies.clear(),
  };
  return metric as unknown as Metric<string>;
}

export const httpRequestsSeries = series(
  'http_requests_total',
  'HTTP requests answered, by method, route template and status code',
  'counter',
  () => {
    const out: MetricValue<string>[] = [];
    for (const [method, route, t] of eachTally()) {
      for (const [status, n] of t.statuses) {
        out.push(value({ method, route, status: String(status) }, n));
      }
    }
    return out;
  },
);

export const httpDurationSeries = series(
  'http_request_duration_seconds',
  'Time from receiving a request to sending its answer, by method and route template',
  'histogram',
  () => {
    const name = 'http_request_duration_seconds';
    const out: MetricValue<string>[] = [];
    for (const [method, route, t] of eachTally()) {
      let below = 0;
      HTTP_DURATION_BUCKETS.forEach((le, b) => {
        below += t.buckets[b]!;
        out.push(value({ le, method, route }, below, `${name}_bucket`));
      });
      out.push(value({ le: '+Inf', method, route }, t.count, `${name}_bucket`));
      out.push(value({ method, route }, t.sum, `${name}_sum`));
      out.push(value({ method, route }, t.count, `${name}_count`));
    }
    return out;
  },
);

export function registerHttpSeries(registry: Registry): void {
  registry.registerMetric(httpRequestsSeries);
  registry.registerMetric(httpDurationSeries);
}
