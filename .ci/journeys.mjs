// Runs every browser journey (e2e/*.spec.ts) in two shards side by side, each with its own
// server port, database and results file, after one build of the sites. Every spec lands in a
// shard automatically (longest first onto the lighter shard), so a new journey can't be missed.
// A spec's length is what it took in CI (e2e/durations.json, seconds; a file's size says little:
// the small axe files are the slowest); a spec not listed there counts DEFAULT_SECONDS.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DURATIONS_FILE, runSeconds } from './journey-seconds.mjs';

const results = process.argv[2] ?? '.ci/results';
const DEFAULT_SECONDS = 30;
const durations = existsSync(DURATIONS_FILE) ? JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) : {};
const specs = readdirSync('e2e')
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => ({ file: `e2e/${f}`, weight: durations[`e2e/${f}`] ?? DEFAULT_SECONDS }))
  .sort((a, b) => b.weight - a.weight);
// E2E_BASE_PORT moves both shards (each takes its port and the next for the house), so a run
// beside another one on the same machine does not collide.
const base = Number(process.env.E2E_BASE_PORT ?? 3210);
const shards = [
  { name: 'A', port: base, files: [], weight: 0 },
  { name: 'B', port: base + 20, files: [], weight: 0 },
];
for (const spec of specs) {
  const lighter = shards[0].weight <= shards[1].weight ? shards[0] : shards[1];
  lighter.files.push(spec.file);
  lighter.weight += spec.weight;
}

mkdirSync(results, { recursive: true });
const used = shards.filter((s) => s.files.length);
writeFileSync(path.join(results, 'e2e-shards.txt'), used.map((s) => s.name).join('\n'));

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('[journeys] build failed');
  process.exit(1);
}

// Each shard makes its own database: a fixed E2E_DATABASE_URL would put them in one.
const baseEnv = { ...process.env };
delete baseEnv.E2E_DATABASE_URL;

const run = (shard) =>
  new Promise((resolve) => {
    console.log(`[journeys] shard ${shard.name}: ${shard.files.join(' ')}`);
    const child = spawn('npx', ['playwright', 'test', ...shard.files], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...baseEnv,
        E2E_SKIP_BUILD: '1',
        E2E_PORT: String(shard.port),
        E2E_DB: `wl_e2e_${shard.name.toLowerCase()}_${Date.now()}`,
        E2E_RESULTS: path.resolve(results, `e2e-${shard.name}.json`),
        E2E_OUTPUT: `e2e/artifacts/output-${shard.name}`,
      },
    });
    const prefix = (chunk) =>
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${shard.name}] ${line}`)
        .join('\n');
    child.stdout.on('data', (c) => console.log(prefix(c)));
    child.stderr.on('data', (c) => console.error(prefix(c)));
    child.on('exit', (code) => resolve(code ?? 1));
  });

const codes = await Promise.all(used.map(run));
// What each shard took against its plan: the plan's weights come from e2e/durations.json, and
// `node .ci/journey-seconds.mjs <results dir>` refreshes them from this run.
const seconds = runSeconds(results);
for (const shard of used) {
  const took = shard.files.reduce((sum, f) => sum + (seconds[f] ?? 0), 0);
  console.log(`[journeys] shard ${shard.name}: ${took} s in tests (planned ${shard.weight} s)`);
}
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
