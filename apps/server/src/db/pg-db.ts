import pg from 'pg';
import { createAnnouncer } from './announcer';
import type { Db, Isolation, QueryOptions, QueryResult, Sql } from './db';

// int8 → bigint, so that money never passes through a float.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

/** pg's query config: a named statement is prepared once per connection (QueryOptions). */
function statement(text: string, params?: readonly unknown[], options?: QueryOptions) {
  return {
    text,
    values: params as unknown[] | undefined,
    ...(options?.prepare ? { name: options.prepare } : {}),
  };
}

/** pg's result as the Db's. */
function resultOf<R>(r: pg.QueryResult): QueryResult<R> {
  return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
}

export function openPgDb(connectionString: string, options: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const announcer = createAnnouncer();

  async function query<R>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<R>> {
    return resultOf<R>(await pool.query(statement(text, params, options)));
  }

  async function tx<T>(fn: (tx: Sql) => Promise<T>, opts?: { isolation?: Isolation }): Promise<T> {
    const client = await pool.connect();
    // A checked-out client whose server goes away (PostgreSQL restarting) emits 'error' between
    // statements; unheard, that would crash the process. The next statement fails instead,
    // and the broken client is thrown away on release rather than reused.
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    const announced = announcer.batch();
    const sql: Sql = {
      async query<R>(text: string, params?: readonly unknown[], options?: QueryOptions) {
        return resultOf<R>(await client.query(statement(text, params, options)));
      },
      async exec(text: string) {
        await client.query(text);
      },
      announce: announced.announce,
    };
    try {
      await client.query(opts?.isolation ? `BEGIN ISOLATION LEVEL ${opts.isolation}` : 'BEGIN');
      const result = await fn(sql);
      await client.query('COMMIT');
      announced.flush();
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  // One connection in pg's pipeline mode (ADR 0067): a statement is written at once, not after
  // the answers of those before it, and the server runs them in order, each its own transaction.
  // Opened on first use, and again after it fails (its statements in flight fail with it).
  let piped: pg.Client | null = null;
  let pipedOpening: Promise<pg.Client> | null = null;
  let closed = false;
  const dropPiped = (client: pg.Client) => {
    if (piped === client) piped = null;
    client.end().catch(() => undefined);
  };
  const openPiped = () =>
    (pipedOpening ??= (async () => {
      const client = new pg.Client({ connectionString, pipeline: true });
      client.on('error', () => dropPiped(client));
      client.on('end', () => dropPiped(client));
      try {
        await client.connect();
        // Closed while it was opening: not kept, or it would hold the process open.
        if (closed) {
          await client.end().catch(() => undefined);
          throw new Error('the database was closed');
        }
        piped = client;
        return client;
      } finally {
        pipedOpening = null;
      }
    })());
  async function pipelined<R>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<R>> {
    const client = piped ?? (await openPiped());
    return resultOf<R>(await client.query(statement(text, params, options)));
  }

  const exec = async (text: string) => {
    await pool.query(text);
  };
  const poolStats = () => ({
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  return {
    kind: 'pg',
    query,
    exec,
    tx,
    announce: announcer.announce,
    onAnnounce: announcer.onAnnounce,
    pipelined,
    // Closing twice is harmless (pg's pool throws on a second end).
    close: async () => {
      if (closed) return;
      closed = true;
      const client = piped;
      piped = null;
      await client?.end().catch(() => undefined);
      await pool.end();
    },
    poolStats,
  };
}
