import { mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { MIGRATIONS_DIR, migrate } from '../../db/migrate';
import { openPgliteDb } from '../../db/pglite-db';
import { createTestDb, type TestDb } from '../../../test/test-db';
import { createTestMember } from '../ledger/test-support';
import { directDownline, isDirectDownline, isInTeam, teamDepth, teamSize, uplines } from './index';

let testDb: TestDb;
let db: Db;
beforeAll(async () => {
  testDb = await createTestDb();
  db = testDb.db;
}, 60_000);
afterAll(() => testDb?.drop());

async function member(uplineId?: bigint, type = 0) {
  return (await createTestMember(db, { type, ...(uplineId ? { uplineId } : {}) })).memberId;
}

/** root(agent) → a(agent) → b(agent) → c(player); root → d(player); x(agent) elsewhere. */
async function tree() {
  const root = await member(undefined, 1);
  const a = await member(root, 1);
  const b = await member(a, 2);
  const c = await member(b);
  const d = await member(root);
  const x = await member(undefined, 1);
  return { root, a, b, c, d, x };
}

describe('downline tree', () => {
  it('places a new member under its upline and every upline above it', async () => {
    const { root, a, b, c, d, x } = await tree();
    expect(await isInTeam(db, root, c)).toBe(true);
    expect(await isInTeam(db, a, c)).toBe(true);
    expect(await isInTeam(db, a, d)).toBe(false);
    expect(await isInTeam(db, x, c)).toBe(false);
    expect(await isInTeam(db, c, a)).toBe(false);
    expect(await isInTeam(db, a, a)).toBe(false);
    expect(await teamDepth(db, root, c)).toBe(3);
    expect(await isDirectDownline(db, root, a)).toBe(true);
    expect(await isDirectDownline(db, root, b)).toBe(false);
    expect(await directDownline(db, root)).toEqual([a, d]);
    expect(await directDownline(db, root, { afterId: a })).toEqual([d]);
    expect(await directDownline(db, root, { limit: 1 })).toEqual([a]);
    expect((await uplines(db, c)).map((u) => u.id)).toEqual([b, a, root]);
    expect(await teamSize(db, root)).toEqual({ total: 4, direct: 2 });
    expect(await teamSize(db, c)).toEqual({ total: 0, direct: 0 });
  });

  it('moves a whole subtree when an upline changes, and refuses a cycle', async () => {
    const { root, a, b, c, x } = await tree();
    await db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [x, b]);
    expect(await isInTeam(db, root, c)).toBe(false);
    expect(await isInTeam(db, a, b)).toBe(false);
    expect(await teamDepth(db, x, c)).toBe(2);
    expect((await uplines(db, c)).map((u) => u.id)).toEqual([b, x]);
    await expect(
      db.query('UPDATE members SET upline_id = $1 WHERE id = $2', [c, x]),
    ).rejects.toThrow();
    expect((await uplines(db, x)).length).toBe(0);
  });

  it('refuses an upline of another merchant', async () => {
    const { root } = await tree();
    await db.query(
      `INSERT INTO merchants (code, name) VALUES ('TREE_OTHER', 'Other') ON CONFLICT DO NOTHING`,
    );
    await expect(
      createTestMember(db, { merchantCode: 'TREE_OTHER', uplineId: root }),
    ).rejects.toThrow();
  });
});

describe('the tree migration', () => {
  it('backfills the members that existed before it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'wl-tree-'));
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    const link = (names: string[]) =>
      Promise.all(names.map((f) => symlink(path.join(MIGRATIONS_DIR, f), path.join(dir, f))));
    const pg = await openPgliteDb({});
    try {
      await link(files.filter((f) => f < '0600'));
      await migrate(pg, dir);
      const m = await pg.query<{ id: bigint }>(
        `INSERT INTO merchants (code, name) VALUES ('BACKFILL', 'B') RETURNING id`,
      );
      const merchantId = m.rows[0]!.id;
      const add = async (name: string, upline: bigint | null) =>
        (
          await pg.query<{ id: bigint }>(
            'INSERT INTO members (merchant_id, username, upline_id) VALUES ($1, $2, $3) RETURNING id',
            [merchantId, name, upline],
          )
        ).rows[0]!.id;
      const top = await add('top', null);
      const mid = await add('mid', top);
      const leaf = await add('leaf', mid);
      await link(files.filter((f) => f >= '0600' && f < '0601'));
      await migrate(pg, dir);
      expect(await teamDepth(pg, top, leaf)).toBe(2);
      expect(await directDownline(pg, top)).toEqual([mid]);
      expect(await teamSize(pg, top)).toEqual({ total: 2, direct: 1 });
      expect(await teamSize(pg, leaf)).toEqual({ total: 0, direct: 0 });
    } finally {
      await pg.close();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
