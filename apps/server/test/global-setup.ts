import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPgliteDb } from '../src/db/pglite-db';
import { openPgDb } from '../src/db/pg-db';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed/seed';
import { testDatabaseUrl } from './test-db-url';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pg'; url: string; template: string } | { kind: 'pglite'; file: string };
  }
}

/**
 * Migrates and seeds one template database per run. Each test file then gets a fresh copy:
 * CREATE DATABASE … TEMPLATE on a real server, or a PGlite loaded from the template's dump.
 */
export default async function setup(project: TestProject) {
  const url = testDatabaseUrl();
  if (url) {
    const template = `wl_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const db = openPgDb(withDatabase(url, template), { max: 2 });
    await migrate(db);
    await seed(db, { APP_ENV: 'test' });
    await db.close();
    project.provide('dbTemplate', { kind: 'pg', url, template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wl-pglite-'));
  // Every test file untars this dump into a new PGlite: a small WAL and a CHECKPOINT (so the
  // copy starts without replaying the migrations' WAL) took a copy's open from ~1.0 to ~0.6 s.
  const db = await openPgliteDb({ smallWal: true });
  await migrate(db);
  await seed(db, { APP_ENV: 'test' });
  await db.exec('CHECKPOINT');
  const dump = await db.pglite.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('dbTemplate', { kind: 'pglite', file });
  return async () => rm(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
