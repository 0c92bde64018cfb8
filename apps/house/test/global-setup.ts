import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateHouse } from '../src/db/migrate';
import { openPgliteHouseDb } from '../src/db/open-house-db';

declare module 'vitest' {
  export interface ProvidedContext {
    housePgliteTemplate: string | null;
  }
}

/**
 * With the embedded database, creating a PGlite costs seconds; one migrated template is dumped
 * per run and every test file starts from a copy. A real server needs no template.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL) {
    project.provide('housePgliteTemplate', null);
    return;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'house-pglite-'));
  const db = await openPgliteHouseDb();
  await migrateHouse(db);
  const dump = await db.pglite.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('housePgliteTemplate', file);
  return async () => rm(dir, { recursive: true, force: true });
}
