#!/usr/bin/env node
// `npm run start:cluster`: N API processes on one port through Node's cluster module (the
// primary accepts connections and hands them to workers in turn), plus the house games vendor
// in the first worker. Needs DATABASE_URL (the embedded PostgreSQL belongs to one process);
// set REDIS_URL so rate limits, cache invalidation and browser events are shared (ADR 0030,
// 0031). CLUSTER_WORKERS sets N (default: the number of CPUs, at least 2). A worker that dies
// is replaced within a second; SIGINT/SIGTERM stop every worker gracefully.
import cluster from 'node:cluster';
import { setTimeout } from 'node:timers';
import { availableParallelism } from 'node:os';
import { backofficeDist, buildSitesIfStale, root, webDist } from './build-sites.mjs';
import { buildServerIfStale, serverMain } from './build-server.mjs';

const workers = Math.max(
  1,
  Number(process.env.CLUSTER_WORKERS ?? Math.max(2, availableParallelism())),
);
if (!process.env.DATABASE_URL) {
  console.error('start:cluster needs DATABASE_URL: every worker must reach the same PostgreSQL.');
  process.exit(78);
}
if (!process.env.REDIS_URL) {
  console.warn('REDIS_URL is not set: browser events and cache invalidation stay per worker.');
}
if (process.env.SKIP_SITE_BUILD !== '1') buildSitesIfStale();
// Workers run the API built to JavaScript (ADR 0043), rebuilt here when its sources changed.
await buildServerIfStale();

cluster.setupPrimary({
  exec: serverMain,
  execArgv: ['--enable-source-maps'],
  cwd: root,
});

const baseEnv = { APP_ENV: 'development', WEB_DIST: webDist, BACKOFFICE_DIST: backofficeDist };
/** Each worker's slot: slot 0 also runs the house vendor, and keeps that role when replaced. */
const slotOf = new Map();
let stopping = false;

function fork(slot) {
  const env = { ...baseEnv, ...process.env, WORKER_SLOT: String(slot) };
  if (slot !== 0) env.HOUSE_ENABLED = 'false';
  const worker = cluster.fork(env);
  slotOf.set(worker.id, slot);
  return worker;
}

cluster.on('exit', (worker, code, signal) => {
  const slot = slotOf.get(worker.id);
  slotOf.delete(worker.id);
  if (stopping) {
    if (slotOf.size === 0) process.exit(0);
    return;
  }
  console.error(`worker ${slot} (pid ${worker.process.pid}) died (${signal ?? code}); restarting`);
  setTimeout(() => fork(slot), 500);
});

// The first worker migrates and seeds alone; the others start once it is listening.
const first = fork(0);
first.once('listening', () => {
  for (let slot = 1; slot < workers; slot++) fork(slot);
});

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    if (slotOf.size === 0) process.exit(0);
  });
}
console.log(
  `cluster primary ${process.pid}: ${workers} API workers on PORT ${process.env.PORT ?? 3000}`,
);
