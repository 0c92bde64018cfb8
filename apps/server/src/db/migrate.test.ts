import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPgliteDb } from './pglite-db';
import { migrate } from './migrate';

describe('migrations on the embedded database', () => {
  it('apply once, and a restart on the same data directory applies nothing again', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'wl-migrate-'));
    try {
      const first = await openPgliteDb({ dataDir: dir });
      const applied = await migrate(first);
      expect(applied[0]).toBe('0001_core.sql');
      const count = await first.query('SELECT name FROM schema_migrations');
      expect(count.rowCount).toBe(applied.length);
      await first.close();

      const second = await openPgliteDb({ dataDir: dir });
      expect(await migrate(second)).toEqual([]);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
