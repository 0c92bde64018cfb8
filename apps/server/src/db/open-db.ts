import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import type { Db } from './db';
import { openPgDb } from './pg-db';
import { openPgliteDb } from './pglite-db';

/** A real PostgreSQL when DATABASE_URL is set; otherwise the embedded one under DATA_DIR. */
export async function openDb(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Db> {
  if (config.DATABASE_URL) return openPgDb(config.DATABASE_URL);
  const dir = path.resolve(config.DATA_DIR, 'pglite');
  await mkdir(dir, { recursive: true });
  return openPgliteDb({ dataDir: dir });
}
