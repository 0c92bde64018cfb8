import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { HouseDb } from '../src/db/house-db';
import { migrateHouse } from '../src/db/migrate';
import { openPgHouseDb, openPgliteHouseDb } from '../src/db/open-house-db';

/**
 * A fresh, migrated database for one test file: a new database on the real server when
 * TEST_DATABASE_URL (or DATABASE_URL) is set, else an in-memory PGlite copied from the run's
 * migrated template (test/global-setup.ts).
 */
export async function createHouseTestDb(): Promise<{ db: HouseDb; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) {
    const template = inject('housePgliteTemplate');
    const db = template
      ? await openPgliteHouseDb(undefined, new Blob([await readFile(template)]))
      : await openPgliteHouseDb();
    if (!template) await migrateHouse(db);
    return { db, drop: () => db.close() };
  }
  const name = `house_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = openPgHouseDb(target.toString(), 10);
  await migrateHouse(db);
  return {
    db,
    async drop() {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
