/**
 * `npm run bench`: each case is measured beside its baseline in the same run, and printed as a
 * ratio, so the numbers mean something on any machine. Results also go to bench/results/.
 * BENCH_SECONDS sets the duration of each load (default 10).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { startServer } from './lib/processes';
import { load, type LoadResult } from './lib/load';
import { benchCases, type BenchContext } from './cases';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

const bare = await startServer('bench/servers/bare-fastify.ts');
const platform = await startServer('bench/servers/platform.ts', { DATABASE_URL: databaseUrl });
console.log(`platform on ${String(platform.info.db)} database; ${seconds}s per load`);

const baseline: LoadResult = await load(`http://127.0.0.1:${bare.port}/bare`, { seconds });
console.log(`baseline bare Fastify: ${baseline.requestsPerSec.toFixed(0)} req/s`);

const ctx: BenchContext = { seconds, platformPort: platform.port, databaseUrl, baseline };
const rows: { name: string; value: number; unit: string; baseline: number; ratio: number }[] = [];
for (const c of benchCases) {
  const r = await c.run(ctx);
  if (!r) continue;
  rows.push({ name: c.name, ...r, ratio: r.value / r.baseline });
}

console.log('\ncase'.padEnd(48) + 'ours'.padStart(12) + 'baseline'.padStart(12) + 'ratio'.padStart(8));
for (const r of rows) {
  console.log(
    r.name.padEnd(47) +
      `${r.value.toFixed(0)}`.padStart(12) +
      `${r.baseline.toFixed(0)}`.padStart(12) +
      r.ratio.toFixed(2).padStart(8) +
      `  ${r.unit}`,
  );
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify({ at: new Date(), seconds, rows }, null, 2));
await platform.stop();
await bare.stop();
