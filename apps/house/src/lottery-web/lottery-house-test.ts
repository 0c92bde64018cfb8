/**
 * Test support: a house app (with a fake platform) plus a SECOND house "process" — its own
 * dependencies and, on real PostgreSQL, its own connection pool on the same database — so the
 * lottery loop can be run by two processes at once. On PGlite both share the single backend.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { HouseDb } from '../db/house-db';
import { migrateHouse } from '../db/migrate';
import { openPgHouseDb } from '../db/open-house-db';
import type { HouseDeps } from '../house-deps';
import { buildHouseApp } from '../house-app';
import { houseDeps } from '../start-house';
import { startFakePlatform } from '../../test/fake-platform';
import { createHouseTestDb } from '../../test/house-test-db';
import { SECRET, VENDOR, type HouseTestContext } from '../../test/test-house';

export interface LotteryHouseContext extends HouseTestContext {
  /** The second process's dependencies (own pool on real PostgreSQL). */
  deps2: HouseDeps;
  realPostgres: boolean;
}

async function twoPools(): Promise<{ db: HouseDb; db2: HouseDb; realPostgres: boolean; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) {
    const one = await createHouseTestDb();
    return { db: one.db, db2: one.db, realPostgres: false, drop: one.drop };
  }
  const name = `house_lottery_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = openPgHouseDb(target.toString(), 10);
  const db2 = openPgHouseDb(target.toString(), 10);
  await migrateHouse(db);
  return {
    db, db2, realPostgres: true,
    async drop() {
      await Promise.all([db.close(), db2.close()]);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

export function useLotteryHouse(startAt: number): LotteryHouseContext {
  const ctx = { clock: { now: startAt } } as LotteryHouseContext;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const pools = await twoPools();
    drop = pools.drop;
    ctx.db = pools.db;
    ctx.realPostgres = pools.realPostgres;
    ctx.platform = await startFakePlatform({ secret: SECRET, now: () => ctx.clock.now });
    const make = (db: HouseDb) => {
      const deps = houseDeps({
        db, platformWalletUrl: ctx.platform.url, vendorCode: VENDOR, secret: SECRET, publicUrl: 'http://house.test',
        now: () => ctx.clock.now, wallet: { timeoutMs: 400, maxAttempts: 3, backoffMs: 5 },
      });
      deps.log = { error: () => undefined, warn: () => undefined };
      return deps;
    };
    ctx.deps = make(pools.db);
    ctx.deps2 = make(pools.db2);
    ctx.app = await buildHouseApp(ctx.deps);
    await ctx.app.ready();
  }, 60_000);
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.platform?.close();
    await drop();
  });
  return ctx;
}
