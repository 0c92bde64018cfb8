import Fastify from 'fastify';
import type { Metric } from 'prom-client';
import { describe, expect, it } from 'vitest';
import type { AppModule } from '../../app';
import type { Db } from '../../db/db';
import { useTestApp } from '../../../test/test-app';
import { healthRoutes } from '../health/health-routes';
import { fundedPlayer, houseSecret, walletCall } from '../vendor-wallet/wallet-test-support';
import { httpRequestsSeries as httpRequests } from './http-series';
import { jobRuns, ledgerTransfers, metricsRegistry, walletCalls } from './metrics';

/** The current value of a counter's series with exactly these labels (0 when absent). */
async function valueOf(metric: Metric<string>, labels: Record<string, string>): Promise<number> {
  const { values } = await metric.get();
  const hit = values.find((v) =>
    Object.entries(labels).every(([k, l]) => String(v.labels[k]) === l),
  );
  return hit?.value ?? 0;
}

/** A line of the exposition text, e.g. `wallet_calls_total{call="debit",outcome="ok"} 3`. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('GET /metrics', () => {
  const t = useTestApp();

  it('counts requests by route template, not by raw URL', async () => {
    const before = await valueOf(httpRequests, { method: 'GET', route: '/readyz', status: '200' });
    await t.app.inject({ url: '/readyz' });
    await t.app.inject({ url: '/readyz' });
    expect(await valueOf(httpRequests, { method: 'GET', route: '/readyz', status: '200' })).toBe(
      before + 2,
    );
    const text = (await t.app.inject({ url: '/metrics' })).body;
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/readyz"}',
    );
    await t.app.inject({ url: '/wps/relay/NO_SUCH_CALL_42' });
    const after = (await t.app.inject({ url: '/metrics' })).body;
    expect(after).not.toContain('NO_SUCH_CALL_42');
  });

  it('counts wallet call outcomes and the ledger transfers they write', async () => {
    const player = await fundedPlayer(t.db);
    const secret = await houseSecret(t.db, player.merchantId);
    const okBefore = await valueOf(walletCalls, { call: 'debit', outcome: 'ok' });
    const badBefore = await valueOf(walletCalls, { call: 'debit', outcome: 'INVALID_SIGNATURE' });
    const replayBefore = await valueOf(walletCalls, { call: 'debit', outcome: 'replayed' });
    const stakesBefore = await valueOf(ledgerTransfers, { code: 'BET_STAKE', kind: 'posted' });
    const bet = {
      token: player.playerToken,
      memberRef: player.memberRef,
      currency: player.currency,
      txId: `m-${Date.now()}`,
      roundId: `r-${Date.now()}`,
      gameCode: 'lucky-sevens',
      amountMinor: '100',
    };
    expect((await walletCall(t.app, secret, 'debit', bet)).status).toBe(200);
    expect((await walletCall(t.app, secret, 'debit', bet)).body.value?.replayed).toBe(true);
    expect((await walletCall(t.app, 'wrong-secret-0000000000', 'debit', bet)).status).toBe(401);
    expect(await valueOf(walletCalls, { call: 'debit', outcome: 'ok' })).toBe(okBefore + 1);
    expect(await valueOf(walletCalls, { call: 'debit', outcome: 'replayed' })).toBe(
      replayBefore + 1,
    );
    expect(await valueOf(walletCalls, { call: 'debit', outcome: 'INVALID_SIGNATURE' })).toBe(
      badBefore + 1,
    );
    expect(await valueOf(ledgerTransfers, { code: 'BET_STAKE', kind: 'posted' })).toBe(
      stakesBefore + 1,
    );
    const text = (await t.app.inject({ url: '/metrics' })).body;
    expect(sample(text, 'wallet_calls_total', 'call="debit",outcome="ok"')).toBe(okBefore + 1);
  });

  it('reports the pool of a real PostgreSQL and the process figures', async () => {
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('process_resident_memory_bytes');
    if (t.db.kind === 'pg')
      expect(sample(res.body, 'db_pool_connections', 'state="total"')).toBeGreaterThan(0);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: 'metrics-token-0123456789' } });

  it('asks for the bearer token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-0123456789' },
    });
    expect(right.statusCode).toBe(200);
  });
});

describe('job metrics', () => {
  let fail = true;
  const flaky: AppModule = {
    name: 'flaky',
    jobs: () => [
      {
        name: 'test.flaky',
        everyMs: 60_000,
        run: async () => {
          if (fail) throw new Error('first run fails');
        },
      },
    ],
  };
  const t = useTestApp({ modules: [flaky] });

  it('counts runs and failures by job', async () => {
    const failedBefore = await valueOf(jobRuns, { job: 'test.flaky', outcome: 'failed' });
    await t.app.scheduler.runNow('test.flaky');
    fail = false;
    await t.app.scheduler.runNow('test.flaky');
    expect(await valueOf(jobRuns, { job: 'test.flaky', outcome: 'failed' })).toBe(failedBefore + 1);
    expect(await valueOf(jobRuns, { job: 'test.flaky', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(await metricsRegistry.metrics()).toContain(
      'job_run_duration_seconds_count{job="test.flaky"}',
    );
  });
});

describe('/livez and /readyz', () => {
  it('stays live while the database is away, and is not ready then', async () => {
    const down: Db = {
      kind: 'pg',
      query: () => Promise.reject(new Error('connection refused')),
      exec: () => Promise.reject(new Error('connection refused')),
      tx: () => Promise.reject(new Error('connection refused')),
      close: async () => undefined,
    };
    const app = Fastify();
    await app.register(healthRoutes, {
      db: down,
      checks: [{ name: 'redis', check: async () => undefined }],
    });
    expect((await app.inject({ url: '/livez' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([
      503,
      { status: 'unavailable', failed: ['database'] },
    ]);
    await app.close();
  });
});
