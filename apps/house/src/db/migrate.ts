import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { HouseDb } from './house-db';
import { LOTTERY_MIGRATIONS_DIR } from '../lottery/lottery-migrations';
import { SPORTS_MIGRATIONS_DIR } from '../sports/sports-migrations';

/**
 * Forward-only SQL migrations of the house, `migrations/NNNN_name.sql`, in the `house` schema
 * and recorded in `house.schema_migrations` — apart from the platform's own list, so the two
 * apps can share one database without knowing each other's history. Each file runs once, in
 * its own transaction, under an advisory lock (two processes starting together serialise).
 * The house lottery keeps its files in its own folder (numbered from 0500); they run after ours.
 */
export const HOUSE_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const LOCK_KEY = 726_354_777;

export async function migrateHouse(
  db: HouseDb,
  dirs: readonly string[] = [HOUSE_MIGRATIONS_DIR, LOTTERY_MIGRATIONS_DIR, SPORTS_MIGRATIONS_DIR],
): Promise<string[]> {
  await db.tx(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.exec(`CREATE SCHEMA IF NOT EXISTS house;
      CREATE TABLE IF NOT EXISTS house.schema_migrations (
        name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  const files: { dir: string; file: string }[] = [];
  for (const dir of dirs) {
    const names = (await readdir(dir)).filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f)).sort();
    files.push(...names.map((file) => ({ dir, file })));
  }
  const applied: string[] = [];
  for (const { dir, file } of files) {
    const sql = await readFile(path.join(dir, file), 'utf8');
    const ran = await db.tx(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM house.schema_migrations WHERE name = $1', [file]);
      if (done.rowCount > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO house.schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
