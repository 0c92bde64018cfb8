import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { percentile } from './percentile';
import { driveScheduled, poissonStarts } from './scheduled-load';

describe('poissonStarts', () => {
  it('spreads the starts over the run at the asked rate, the same for the same seed', () => {
    const starts = poissonStarts(500, 4, 7);
    expect(starts.length).toBeGreaterThan(1_850);
    expect(starts.length).toBeLessThan(2_150);
    expect(starts.every((at, i) => at >= 0 && at < 4_000 && (i === 0 || at >= starts[i - 1]!)));
    // Each quarter second holds about its share: no burst at the start of each second.
    const perQuarter = Array.from({ length: 16 }, (_, q) =>
      starts.filter((at) => at >= q * 250 && at < (q + 1) * 250),
    ).map((quarter) => quarter.length);
    expect(Math.min(...perQuarter)).toBeGreaterThan(90);
    expect(Math.max(...perQuarter)).toBeLessThan(160);
    expect(poissonStarts(500, 4, 7)).toEqual(starts);
    expect(poissonStarts(500, 4, 8)).not.toEqual(starts);
  });

  it('gives nothing for no rate or no time', () => {
    expect(poissonStarts(0, 5)).toEqual([]);
    expect(poissonStarts(100, 0)).toEqual([]);
  });
});

describe('driveScheduled', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((done) => server?.close(done));
    server = undefined;
  });

  /** A server answering every call after `delayMs`, noting when each arrived. */
  async function serve(delayMs: number, answer = '{"success":true}') {
    const arrivals: { at: number; path: string }[] = [];
    server = createServer((request, response) => {
      arrivals.push({ at: performance.now(), path: request.url ?? '' });
      request.resume();
      setTimeout(
        () => response.end(request.url === '/refuse' ? '{"success":false}' : answer),
        delayMs,
      );
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrivals };
  }

  it('sends each unit on its schedule, its calls in turn, and times every call', async () => {
    const { base, arrivals } = await serve(2);
    const t0 = performance.now();
    const run = await driveScheduled(base, {
      perSecond: 200,
      seconds: 1,
      connections: 8,
      unit: (i) => [
        { method: 'POST', path: `/bet/${i}`, headers: {}, body: '{}' },
        { method: 'POST', path: `/win/${i}`, headers: {}, body: '{}' },
      ],
    });
    expect(run.failures).toBe(0);
    expect(run.latenciesMs).toHaveLength(run.units * 2);
    expect(arrivals).toHaveLength(run.units * 2);
    // A win only after its bet.
    const at = new Map(arrivals.map((a) => [a.path, a.at]));
    for (let i = 0; i < run.units; i += 1) {
      expect(at.get(`/win/${i}`)!).toBeGreaterThan(at.get(`/bet/${i}`)! + 1);
    }
    // Spread over the second, not sent in a burst at its start.
    const firstQuarter = arrivals.filter((a) => a.path.startsWith('/bet') && a.at - t0 < 250);
    expect(firstQuarter.length).toBeLessThan(run.units * 0.45);
    expect(percentile(run.latenciesMs, 0.5)).toBeGreaterThanOrEqual(2);
  });

  it('counts a wait for a connection in the latency, from when the call was due', async () => {
    // One connection, 20 ms a call, 100 calls due in a second: it can answer 50. Timed from
    // when each was sent, every call would take ~20 ms; from when it was due, the queue shows.
    const { base } = await serve(20);
    const run = await driveScheduled(base, {
      perSecond: 100,
      seconds: 1,
      connections: 1,
      unit: () => [{ method: 'GET', path: '/', headers: {} }],
    });
    expect(run.failures).toBe(0);
    expect(percentile(run.latenciesMs, 0.99)).toBeGreaterThan(300);
  });

  it('counts refusals, errors and answers the caller does not accept as failures', async () => {
    const { base } = await serve(0);
    const run = await driveScheduled(base, {
      perSecond: 50,
      seconds: 0.5,
      connections: 2,
      unit: (i) => [{ method: 'GET', path: i % 2 === 0 ? '/refuse' : '/', headers: {} }],
      accept: (body) => (JSON.parse(body) as { success?: boolean }).success !== false,
    });
    expect(run.units).toBeGreaterThan(5);
    expect(run.failures).toBe(Math.ceil(run.units / 2));

    const down = await driveScheduled('http://127.0.0.1:9', {
      perSecond: 20,
      seconds: 0.2,
      connections: 1,
      unit: () => [
        { method: 'GET', path: '/', headers: {} },
        { method: 'GET', path: '/never', headers: {} },
      ],
    });
    // A unit stops at its first failure: the second call is never sent.
    expect(down.failures).toBe(down.units);
    expect(down.latenciesMs).toHaveLength(down.units);
  });
});
