import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile } from './percentile';
import pg from 'pg';

/**
 * A fresh PostgreSQL database for one bench run on the local server, or null when there is
 * no server (the platform then runs embedded and the database-level cases are skipped).
 */
export async function createBenchDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
} | null> {
  const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `wl_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const measured = new Map<string, number | null>();

/**
 * pgbench's TPC-B-like run on the same database: the honest baseline for a money transaction.
 * Measured once per run and shared by the cases that compare with it.
 */
export function pgbenchTps(
  url: string,
  options: { clients: number; seconds: number },
): number | null {
  const key = `${url}|${options.clients}|${options.seconds}`;
  if (!measured.has(key)) measured.set(key, runPgbench(url, options));
  return measured.get(key) ?? null;
}

function runPgbench(url: string, options: { clients: number; seconds: number }): number | null {
  const init = spawnSync('pgbench', ['-i', '-q', '-s', '10', url], { encoding: 'utf8' });
  if (init.status !== 0) return null;
  const run = spawnSync(
    'pgbench',
    ['-n', '-c', String(options.clients), '-j', '2', '-T', String(options.seconds), url],
    { encoding: 'utf8' },
  );
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout);
  return match ? Number(match[1]) : null;
}

/**
 * pgbench's TPC-B-like run throttled to `rate` transactions a second (`-R`, a schedule as the
 * seamless case's 70 % step keeps), with every transaction's latency logged (`-l`): the p99 in
 * ms, lag behind the schedule included. Call after pgbenchTps (which initialises the tables).
 */
export function pgbenchP99AtRate(
  url: string,
  options: { clients: number; seconds: number; rate: number },
): number | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wl-pgbench-'));
  try {
    const run = spawnSync(
      'pgbench',
      [
        '-n',
        '-c',
        String(options.clients),
        '-j',
        '2',
        '-T',
        String(options.seconds),
        '-R',
        String(Math.max(1, Math.round(options.rate))),
        '-l',
        url,
      ],
      { encoding: 'utf8', cwd: dir },
    );
    if (run.status !== 0) return null;
    // Each line: client, transaction, latency in µs, script, epoch s, µs[, schedule lag µs].
    const latencies = readdirSync(dir)
      .filter((f) => f.startsWith('pgbench_log'))
      .flatMap((f) => readFileSync(path.join(dir, f), 'utf8').trim().split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .filter((ms) => Number.isFinite(ms));
    return latencies.length > 0 ? percentile(latencies, 0.99) : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
