/**
 * A fresh database with the lottery migrations for one test file: a new database on the real
 * PostgreSQL of TEST_DATABASE_URL (with a second pool, standing in for a second process), or
 * a fresh PGlite otherwise (where the "second process" is the same single backend).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPgDb } from '../../../../server/src/db/pg-db';
import { openPgliteDb } from '../../../../server/src/db/pglite-db';
import { lotteryMigrations } from '../lottery-migrations';
import type { Db } from '../lottery-db';

export interface LotteryTestDb {
  db: Db;
  /** Another connection pool on the same database (the same handle on PGlite). */
  second: Db;
  realPostgres: boolean;
  close: () => Promise<void>;
}

export const testDatabaseUrl = () =>
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

async function migrate(db: Db) {
  for (const { sql } of await lotteryMigrations()) await db.exec(sql);
}

export async function openLotteryTestDb(): Promise<LotteryTestDb> {
  const url = testDatabaseUrl();
  if (!url) {
    const db = await openPgliteDb();
    await migrate(db);
    return { db, second: db, realPostgres: false, close: () => db.close() };
  }
  const name = `wl_lottery_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = openPgDb(target.toString(), { max: 12 });
  const second = openPgDb(target.toString(), { max: 12 });
  await migrate(db);
  return {
    db,
    second,
    realPostgres: true,
    async close() {
      await Promise.all([db.close(), second.close()]);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
