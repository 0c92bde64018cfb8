/**
 * `npm run bench`: each case is measured beside its baseline in the same run, and printed as a
 * ratio, so the numbers mean something on any machine. Results also go to bench/results/.
 * BENCH_SECONDS sets the duration of each load (default 10). With a local PostgreSQL server
 * (BENCH_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) the platform runs on a
 * fresh database there; without one it runs embedded and the database cases are skipped.
 * BENCH_ONLY=word runs only the cases whose name contains it (e.g. BENCH_ONLY=seamless);
 * words joined by | select the cases that contain any of them (BENCH_ONLY='home|status').
 * The first-load cases build the player site and have the platform serve it. The platform runs
 * built to JavaScript (scripts/build-server.mjs, rebuilt when its sources changed);
 * BENCH_PLATFORM_WORKERS=N runs N of its processes on one port, as `npm run start:cluster` does
 * (needs PostgreSQL; their figures are kept apart from one process's in the history).
 * Each ratio is compared with those recorded on this machine (host, CPU model and generation,
 * cores) in bench/history.json (lib/last-figures.ts): a fall of more than 20 % below the last one
 * and their median, or a figure short of its own goal (a p99 or p95), fails the run (exit code 1,
 * a `BENCH REGRESSION` line per figure) and keeps the old figures; BENCH_ACCEPT=1 records anyway.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { startServer } from './lib/processes';
import { load, type LoadResult } from './lib/load';
import { createBenchDatabase } from './lib/database';
import { benchCases, type BenchContext } from './cases';
import { BROWSER_HEADERS, goalText, WARM_UP_SECONDS, type BenchResult } from './lib/bench-case';
import { machineId, readHistory, regressionGuard, writeHistory } from './lib/last-figures';
import { benchPlatform, buildServerIfStale } from '../scripts/build-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const platformWorkers = Number(process.env.BENCH_PLATFORM_WORKERS ?? 1);
if (!Number.isInteger(platformWorkers) || platformWorkers < 1) {
  throw new Error(`BENCH_PLATFORM_WORKERS must be a whole number of 1 or more`);
}
const only = process.env.BENCH_ONLY?.toLowerCase();
// `BENCH_ONLY=home|status`: the cases whose name contains any of the words, in the run's order.
const selected = benchCases.filter(
  (c) => !only || only.split('|').some((word) => c.name.toLowerCase().includes(word)),
);
const database = await createBenchDatabase();
const webDist = 'apps/web/dist';
if (selected.some((c) => c.needsSite)) {
  const build = spawnSync('npm', ['run', '-s', 'build', '-w', '@wl/web'], { stdio: 'ignore' });
  if (build.status !== 0) throw new Error('player site build failed');
}

// The platform runs as production does: built to JavaScript (servers/platform.ts, bundled with
// the API by scripts/build-server.mjs), not through the TypeScript loader.
await buildServerIfStale();
const bare = await startServer('bench/servers/bare-fastify.ts');
const platform = await startServer(benchPlatform, {
  DATABASE_URL: database?.url,
  WEB_DIST: webDist,
  BENCH_PLATFORM_WORKERS: String(platformWorkers),
});
console.log(
  `platform on ${String(platform.info.db)} database` +
    (platformWorkers > 1 ? `, ${platformWorkers} processes` : '') +
    `; ${seconds}s per load`,
);

try {
  const bareUrl = `http://127.0.0.1:${bare.port}/bare`;
  const loadBare = async (): Promise<LoadResult> => {
    const baseline = await load(bareUrl, { seconds, headers: BROWSER_HEADERS });
    console.log(`baseline bare Fastify: ${baseline.requestsPerSec.toFixed(0)} req/s`);
    return baseline;
  };
  // The bare route warmed as the cases' own URLs are (WARM_UP_SECONDS), before any figure.
  await load(bareUrl, { seconds: WARM_UP_SECONDS, headers: BROWSER_HEADERS });
  const ctx: BenchContext = {
    seconds,
    platformPort: platform.port,
    platformWorkers,
    databaseUrl: database?.url,
    loadBare,
  };
  const rows: (BenchResult & { name: string; ratio: number; lowerIsBetter?: boolean })[] = [];
  for (const c of selected) {
    const r = await c.run(ctx);
    if (!r) {
      console.log(`${c.name}: skipped (needs a PostgreSQL server)`);
      continue;
    }
    const { also = [], ...main } = r;
    for (const row of [{ name: c.name, lowerIsBetter: c.lowerIsBetter, ...main }, ...also]) {
      rows.push({ ...row, ratio: row.value / row.baseline });
      console.log(
        `${row.name}: ${row.value.toFixed(0)} vs ${row.baseline.toFixed(0)} (${row.unit})`,
      );
    }
  }

  console.log(
    `\n${'case'.padEnd(46)}${'ours'.padStart(10)}${'baseline'.padStart(10)}${'ratio'.padStart(7)}`,
  );
  for (const r of rows) {
    console.log(
      r.name.padEnd(46) +
        r.value.toFixed(0).padStart(10) +
        r.baseline.toFixed(0).padStart(10) +
        r.ratio.toFixed(2).padStart(7) +
        `  ${r.unit}${r.lowerIsBetter ? ' (lower is better)' : ''}` +
        (r.goal ? `; ${goalText(r)}` : ''),
    );
  }
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/latest.json',
    JSON.stringify({ at: new Date(), seconds, db: platform.info.db, rows }, null, 2),
  );
  const verdict = regressionGuard({
    history: readHistory(),
    // Several API processes are another set-up than one: their figures get their own key.
    machine: machineId() + (platformWorkers > 1 ? ` / ${platformWorkers} platform processes` : ''),
    figures: rows,
    accept: Boolean(process.env.BENCH_ACCEPT),
  });
  if (verdict.history) writeHistory(verdict.history);
  console.log('');
  for (const line of verdict.lines) (verdict.failed ? console.error : console.log)(line);
  if (verdict.failed) process.exitCode = 1;
} finally {
  await platform.stop();
  await bare.stop();
  await database?.drop();
}
