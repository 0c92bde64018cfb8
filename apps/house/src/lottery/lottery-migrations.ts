/**
 * Where the lottery's forward-only SQL migrations live. They are numbered from 0500 so they sort
 * after the house app's own files; the house migrator applies this folder after its own
 * (each file once, in name order, recorded like the platform's schema_migrations).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOTTERY_MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** The migration files in the order they must run: `NNNN_name.sql`. */
export async function lotteryMigrations(): Promise<{ name: string; sql: string }[]> {
  const names = (await readdir(LOTTERY_MIGRATIONS_DIR))
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  return Promise.all(
    names.map(async (name) => ({
      name,
      sql: await readFile(path.join(LOTTERY_MIGRATIONS_DIR, name), 'utf8'),
    })),
  );
}
