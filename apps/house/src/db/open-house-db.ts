import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { PGlite, types } from '@electric-sql/pglite';
import type { HouseDb, QueryResult, Sql } from './house-db';

/**
 * Connections for the house when it runs on its own (`npm start -w @wl/house`). Started by the
 * platform, the house uses the platform's connection instead and none of this runs.
 */
export async function openHouseDb(options: { url?: string; dataDir?: string }): Promise<HouseDb> {
  if (options.url) return openPgHouseDb(options.url);
  if (options.dataDir) await mkdir(path.resolve(options.dataDir), { recursive: true });
  return openPgliteHouseDb(options.dataDir);
}

pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

export function openPgHouseDb(connectionString: string, max = 10): HouseDb {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => undefined);
  const wrap = (run: (text: string, params?: unknown[]) => Promise<pg.QueryResult>): Sql => ({
    async query<R>(text: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
      const r = await run(text, params as unknown[] | undefined);
      return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
    },
    async exec(text: string) {
      await run(text);
    },
  });
  const sql = wrap((t, p) => pool.query(t, p));
  return {
    kind: 'pg',
    ...sql,
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap((t, p) => client.query(t, p)));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openPgliteHouseDb(
  dataDir?: string,
  loadDataDir?: Blob,
): Promise<HouseDb & { pglite: PGlite }> {
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir: path.resolve(dataDir) } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: { [types.INT8]: (v: string) => BigInt(v) },
    serializers: { [types.INT8]: (v: unknown) => String(v) },
  });
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Sql => ({
    async query<R>(text: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
      // PGlite serialises parameters by JS type; a bigint has to travel as text.
      const values = params?.map((v) => (typeof v === 'bigint' ? v.toString() : v));
      const r = await target.query<R>(text, values);
      // PGlite reports affectedRows 0 for a SELECT … FOR UPDATE/SHARE that returned rows.
      return { rows: r.rows, rowCount: Math.max(r.affectedRows ?? 0, r.rows.length) };
    },
    async exec(text: string) {
      await target.exec(text);
    },
  });
  return {
    kind: 'pglite',
    pglite,
    ...wrap(pglite),
    tx: (fn) => pglite.transaction((t) => fn(wrap(t))),
    close: () => pglite.close(),
  };
}
