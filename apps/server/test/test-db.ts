import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Db } from '../src/db/db';
import { openPgDb } from '../src/db/pg-db';
import { openPgliteDb } from '../src/db/pglite-db';

export interface TestDb {
  db: Db;
  /** Opens another pool on the same database (real PostgreSQL only), e.g. a second server. */
  reopen?: () => Db;
  drop: () => Promise<void>;
}

/** A fresh, migrated and seeded database for one test file. */
export async function createTestDb(options: { poolSize?: number } = {}): Promise<TestDb> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const db = await openPgliteDb({ loadDataDir: await templateDump(template.file) });
    return { db, drop: () => db.close() };
  }
  const name = `wl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await createFromTemplate(admin, name, template.template);
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  const pools: Db[] = [];
  const open = () => {
    const db = openPgDb(url.toString(), { max: options.poolSize ?? 10 });
    pools.push(db);
    return db;
  };
  const db = open();
  return {
    db,
    reopen: open,
    async drop() {
      await Promise.all(pools.map((p) => p.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * The template's dump, read once per worker (a worker runs many files, ADR 0064). PGlite only
 * asks the Blob for its bytes; Node's own Blob hands 30 MB over in chunks it then joins (~0.1 s a
 * file), so this one hands over a copy of the bytes already read.
 */
class TemplateDump extends Blob {
  constructor(private readonly held: Uint8Array) {
    super([]);
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.held.slice().buffer;
  }
}
let dumpRead: { file: string; bytes: Promise<Uint8Array> } | undefined;
async function templateDump(file: string): Promise<Blob> {
  if (dumpRead?.file !== file) dumpRead = { file, bytes: readFile(file) };
  return new TemplateDump(await dumpRead.bytes);
}

/**
 * Registers beforeAll/afterAll hooks that give the file its own database; use the returned
 * object's `db` inside tests (filled in beforeAll).
 */
export function useTestDb(): { db: Db; testDb: TestDb } {
  const ctx = {} as { db: Db; testDb: TestDb };
  beforeAll(async () => {
    ctx.testDb = await createTestDb();
    ctx.db = ctx.testDb.db;
  }, 60_000);
  afterAll(() => ctx.testDb?.drop());
  return ctx;
}

async function createFromTemplate(admin: pg.Client, name: string, template: string) {
  // Two files copying the template at the same instant can collide (55006); try again.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
    }
  }
}
