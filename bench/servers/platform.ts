// Our API as production runs it (logging off; built to JavaScript with the API by
// scripts/build-server.mjs, so the bench runs apps/server/dist/bench-platform.js), on the database named by DATABASE_URL or an
// embedded one in a temporary directory. Migrated and seeded before it reports its port.
//
// BENCH_PLATFORM_WORKERS=N (PostgreSQL only) runs N API processes on one port through
// node:cluster, as `npm run start:cluster` does: the primary migrates and seeds, then hands
// connections to the workers in turn. Each worker has its own wallet batcher, so this is how
// the bench sees batches of two servers meeting in the database (ADR 0065).
import cluster from 'node:cluster';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config';
import { openDb } from '../../apps/server/src/db/open-db';
import { migrate } from '../../apps/server/src/db/migrate';
import { seed } from '../../apps/server/src/db/seed/seed';
import { buildApp } from '../../apps/server/src/app';

// Checked by bench/run.ts, which passes it on.
const workers = Number(process.env.BENCH_PLATFORM_WORKERS ?? 1);
const config = loadConfig({
  ...process.env,
  APP_ENV: 'production',
  // The bench drives the platform's wallet itself; the in-process house is not started.
  HOUSE_ENABLED: 'false',
  LOG_LEVEL: 'silent',
  DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'wl-bench-')),
});

if (cluster.isPrimary) {
  const db = await openDb(config);
  await migrate(db);
  await seed(db, { APP_ENV: 'development' });
  if (workers === 1) await serve(db);
  else {
    if (db.kind !== 'pg') throw new Error('BENCH_PLATFORM_WORKERS needs DATABASE_URL');
    await db.close();
    await startWorkers();
  }
} else {
  await serve(await openDb(config));
}

/** One API process; reports its port to whoever started it (the bench, or the primary). */
async function serve(db: Awaited<ReturnType<typeof openDb>>) {
  const app = await buildApp({ config, db, logger: false });
  // In a cluster worker, port 0 is the same port for every worker (the primary holds it).
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ port: (app.server.address() as { port: number }).port, db: db.kind });
  // Stop cleanly on SIGTERM, so a CPU profile (BENCH_PROFILE_DIR) gets written.
  process.once('SIGTERM', () => {
    void app.close().finally(() => process.exit(0));
  });
}

/** N workers on one port; the port is reported once every worker listens. */
async function startWorkers() {
  const forked = Array.from({ length: workers }, () => cluster.fork());
  const ports = await Promise.all(
    forked.map((w) => new Promise<{ port: number }>((resolve) => w.once('message', resolve))),
  );
  process.send?.({ port: ports[0]!.port, db: 'pg', workers });
  process.once('SIGTERM', () => {
    const exited = forked.map((w) => new Promise((r) => w.once('exit', r)));
    for (const w of forked) w.kill('SIGTERM');
    void Promise.all(exited).then(() => process.exit(0));
  });
}
