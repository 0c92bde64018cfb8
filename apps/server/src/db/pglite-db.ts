import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createAnnouncer } from './announcer';
import type { Db, Isolation, QueryResult, Sql } from './db';

/**
 * The embedded PostgreSQL. PGlite runs one backend in-process: statements run one at a time and
 * an open transaction holds everyone else back, so transactions must stay short and never wait
 * on another connection (there is none).
 */
export async function openPgliteDb(
  options: { dataDir?: string; loadDataDir?: Blob; smallWal?: boolean } = {},
) {
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    // A data dir made to be dumped and copied (the tests' template): 1 MB WAL segments and none
    // kept for reuse, so after a CHECKPOINT the dump carries one segment, not two of 16 MB.
    ...(options.smallWal
      ? {
          initDbStartParams: ['--wal-segsize=1'],
          startParams: [
            ...PGlite.defaultStartParams,
            '-c',
            'wal_recycle=off',
            '-c',
            'min_wal_size=2MB',
          ],
        }
      : {}),
    parsers: { [types.INT8]: (v: string) => BigInt(v) },
    serializers: { [types.INT8]: (v: unknown) => String(v) },
    // Trigram indexes for the game name search (migration 0450 creates the extension).
    extensions: { pg_trgm },
  });
  return wrapPglite(pglite);
}

export function wrapPglite(pglite: PGlite): Db & { pglite: PGlite } {
  const run = async <R>(
    target: Pick<PGlite, 'query'>,
    text: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<R>> => {
    const r = await target.query<R>(text, params ? [...params].map(toParam) : undefined);
    // PGlite reports affectedRows 0 for a SELECT; rows returned count as the row count, as in pg.
    return { rows: r.rows, rowCount: r.rows.length || (r.affectedRows ?? 0) };
  };

  const announcer = createAnnouncer();
  async function tx<T>(fn: (tx: Sql) => Promise<T>, opts?: { isolation?: Isolation }): Promise<T> {
    const announced = announcer.batch();
    const result = await pglite.transaction(async (t) => {
      // With one backend every transaction is already serial; the level is set for parity.
      if (opts?.isolation) await t.query(`SET TRANSACTION ISOLATION LEVEL ${opts.isolation}`);
      return fn({
        query: (text, params) => run(t, text, params),
        exec: async (text) => {
          await t.exec(text);
        },
        announce: announced.announce,
      });
    });
    announced.flush();
    return result;
  }

  return {
    kind: 'pglite',
    pglite,
    query: (text, params) => run(pglite, text, params),
    exec: async (text) => {
      await pglite.exec(text);
    },
    tx,
    announce: announcer.announce,
    onAnnounce: announcer.onAnnounce,
    close: () => pglite.close(),
  };
}

/** PGlite serialises parameters by their JS type; a bigint has to arrive as text. */
function toParam(value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
