/**
 * `node --import tsx bench/profile-seamless.ts`: where a seamless wallet call spends its time.
 * Runs bet+win pairs in-process (app.inject, no HTTP) on a fresh PostgreSQL database and
 * reports, per call: statements, time inside the database driver, and total; then repeats
 * with 32 concurrent workers while sampling pg_stat_activity, whose wait events tell lock
 * queues (Lock:*) from commit flushes (IO:WALSync) and from idle-in-transaction round trips
 * (Client:ClientRead). PROFILE_PAIRS sets the pairs per phase (default 2,000).
 */
import pg from 'pg';
import { readFileSync } from 'node:fs';
import { loadConfig } from '../apps/server/src/config';
import { openPgDb } from '../apps/server/src/db/pg-db';
import { migrate } from '../apps/server/src/db/migrate';
import { seed } from '../apps/server/src/db/seed/seed';
import { buildApp } from '../apps/server/src/app';
import type { Db, Sql } from '../apps/server/src/db/db';
import { prepareSeamlessWorkload } from '../apps/server/src/modules/vendor-wallet/bench-support';
import { createBenchDatabase } from './lib/database';

const PAIRS = Number(process.env.PROFILE_PAIRS ?? 2_000);
const database = await createBenchDatabase();
if (!database) throw new Error('profile-seamless needs a PostgreSQL server');

const counter = { statements: 0, dbMs: 0 };
const timed = (sql: Sql): Sql => ({
  async query(text, params, options) {
    const t0 = performance.now();
    try {
      return await sql.query(text, params, options);
    } finally {
      counter.statements += 1;
      counter.dbMs += performance.now() - t0;
    }
  },
  exec: (text) => sql.exec(text),
});
const raw = openPgDb(database.url, { max: 20 });
const db: Db = {
  ...timed(raw),
  kind: raw.kind,
  // BEGIN and COMMIT are two more round trips of every transaction.
  tx: (fn, options) => {
    counter.statements += 2;
    return raw.tx((tx) => fn(timed(tx)), options);
  },
  close: () => raw.close(),
};

try {
  await migrate(db);
  await seed(db, { APP_ENV: 'development' });
  const app = await buildApp({
    config: loadConfig({
      ...process.env,
      APP_ENV: 'production',
      HOUSE_ENABLED: 'false',
      LOG_LEVEL: 'silent',
    }),
    db,
    logger: false,
  });
  await app.ready();
  const w = await prepareSeamlessWorkload({ db, players: 64, fundMinor: 100_000_000n });

  // CPU seconds rather than wall time: on a shared machine the wall clock measures the other
  // tenants too, CPU per call measures us. Backends' CPU from /proc (same host as the server),
  // the wallet's only: this probe and the wait-event sampler are left out by name.
  const cpuProbe = new pg.Client({ connectionString: database.url, application_name: 'profile' });
  await cpuProbe.connect();
  const backendTicks = async () => {
    const r = await cpuProbe.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND application_name <> 'profile'`,
    );
    let ticks = 0;
    for (const { pid } of r.rows) {
      try {
        const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        ticks += Number(f[11]) + Number(f[12]); // utime + stime, in clock ticks (1/100 s)
      } catch {
        // a backend that ended between the two reads
      }
    }
    return ticks;
  };

  // What the calls write to the WAL (pg_stat_wal, PostgreSQL 14+; the whole server's, so it
  // means something only while nothing else writes). Every commit waits for its WAL's flush,
  // and the volume is what a slow disk makes every batch wait behind (docs/performance.md).
  type Wal = { records: number; bytes: number; fpi: number };
  const walSoFar = async (): Promise<Wal | null> => {
    try {
      const r = await cpuProbe.query<{ records: string; bytes: string; fpi: string }>(
        'SELECT wal_records AS records, wal_bytes AS bytes, wal_fpi AS fpi FROM pg_stat_wal',
      );
      const row = r.rows[0];
      return row ? { records: Number(row.records), bytes: Number(row.bytes), fpi: Number(row.fpi) } : null;
    } catch {
      return null; // before PostgreSQL 14
    }
  };

  const phase = async (workers: number) => {
    Object.assign(counter, { statements: 0, dbMs: 0 });
    const wal0 = await walSoFar();
    const ticks0 = await backendTicks();
    const cpu0 = process.cpuUsage();
    let next = 0;
    const latencies: number[] = [];
    const started = performance.now();
    const worker = async () => {
      for (let i = next++; i < PAIRS; i = next++) {
        for (const call of w.betAndWin(i + workers * 1_000_000)) {
          const t0 = performance.now();
          const r = await app.inject(call);
          latencies.push(performance.now() - t0);
          if (r.statusCode !== 200) throw new Error(`call failed: ${r.body}`);
        }
      }
    };
    await Promise.all(Array.from({ length: workers }, worker));
    const ms = performance.now() - started;
    const calls = PAIRS * 2;
    const cpu = process.cpuUsage(cpu0);
    const backendMs = ((await backendTicks()) - ticks0) * 10;
    const wal1 = await walSoFar();
    latencies.sort((a, b) => a - b);
    const pct = (q: number) => (latencies[Math.floor(latencies.length * q)] ?? 0).toFixed(1);
    console.log(
      `${workers} worker(s): ${(PAIRS / (ms / 1000)).toFixed(0)} pairs/s; per call ` +
        `${(counter.statements / calls).toFixed(1)} statements, ${(counter.dbMs / calls).toFixed(2)} ms ` +
        `waiting on the database (summed over workers), ${((ms * workers) / calls).toFixed(2)} ms in all; p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms a call`,
    );
    console.log(
      `  CPU per call: platform process ${((cpu.user + cpu.system) / 1000 / calls).toFixed(2)} ms ` +
        `(no HTTP: app.inject), PostgreSQL backends ${(backendMs / calls).toFixed(2)} ms`,
    );
    if (wal0 && wal1) {
      const per = (k: keyof Wal, digits: number) => ((wal1[k] - wal0[k]) / calls).toFixed(digits);
      console.log(
        `  WAL per call: ${per('records', 1)} records, ${per('bytes', 0)} bytes, ` +
          `${per('fpi', 2)} full-page images`,
      );
    }
  };

  await phase(1);
  const sampler = new pg.Client({ connectionString: database.url, application_name: 'profile' });
  await sampler.connect();
  const waits = new Map<string, number>();
  let sampling = true;
  const sample = (async () => {
    while (sampling) {
      const r = await sampler.query<{ w: string }>(
        `SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') || ' (' || state || ')' AS w
           FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
            AND state <> 'idle'`,
      );
      for (const row of r.rows) waits.set(row.w, (waits.get(row.w) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  await phase(32);
  sampling = false;
  await sample;
  await sampler.end();
  const total = [...waits.values()].reduce((a, b) => a + b, 0);
  console.log('busy backends by wait event, 32 workers:');
  for (const [k, v] of [...waits.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10)) {
    console.log(`  ${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`);
  }
  await cpuProbe.end();
  await app.close();
} finally {
  await db.close();
  await database.drop();
}
