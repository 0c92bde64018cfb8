import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import {
  HTTP_DURATION_BUCKETS,
  httpDurationSeries,
  httpRequestsSeries,
  recordHttpRequest,
  type NamedValue,
} from './http-series';

/** The exposition lines of one route, in order, from a registry's text. */
const linesOf = (text: string, route: string) =>
  text.split('\n').filter((l) => l.includes(`route="${route}"`));

describe('the HTTP series tally', () => {
  it('writes out what prom-client would for the same requests, bucket edges included', async () => {
    const route = `/test/tally-${Date.now()}`;
    const reference = new Registry();
    const counter = new Counter({
      name: 'http_requests_total',
      help: 'h',
      labelNames: ['method', 'route', 'status'],
      registers: [reference],
    });
    const histogram = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'h',
      labelNames: ['method', 'route'],
      buckets: HTTP_DURATION_BUCKETS,
      registers: [reference],
    });
    const ours = new Registry();
    ours.registerMetric(httpRequestsSeries);
    ours.registerMetric(httpDurationSeries);

    // Every bound exactly (an observation equal to a bound counts in it), between bounds,
    // above the last one, and zero; two methods and three statuses.
    const seen = [0, ...HTTP_DURATION_BUCKETS, 0.003, 0.7, 4.2, 9.5];
    const requests = seen.flatMap((seconds, i) => [
      { method: 'GET', status: i % 3 === 0 ? 404 : 200, seconds },
      { method: i % 2 ? 'POST' : 'GET', status: 500, seconds: seconds / 2 },
    ]);
    for (const r of requests) {
      recordHttpRequest(r.method, route, r.status, r.seconds);
      counter.inc({ method: r.method, route, status: String(r.status) });
      histogram.observe({ method: r.method, route }, r.seconds);
    }

    const expected = linesOf(await reference.metrics(), route);
    expect(expected.length).toBeGreaterThan(20);
    expect(linesOf(await ours.metrics(), route).sort()).toEqual(expected.sort());
  });

  it('reads through the metric objects as the tests of /metrics do', async () => {
    const route = `/test/values-${Date.now()}`;
    recordHttpRequest('GET', route, 200, 0.001);
    recordHttpRequest('GET', route, 200, 0.2);
    const { values } = await httpRequestsSeries.get();
    const mine = values.filter((v) => v.labels.route === route);
    expect(mine).toEqual([
      expect.objectContaining({ labels: { method: 'GET', route, status: '200' }, value: 2 }),
    ]);
    const durations: NamedValue[] = (await httpDurationSeries.get()).values.filter(
      (v) => v.labels.route === route,
    );
    const count = durations.find((v) => v.metricName === 'http_request_duration_seconds_count');
    const sum = durations.find((v) => v.metricName === 'http_request_duration_seconds_sum');
    expect(count?.value).toBe(2);
    expect(sum?.value).toBeCloseTo(0.201, 10);
  });
});
