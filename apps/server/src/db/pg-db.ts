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
    const result = await pool.query(statement(text, params, options));
    return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
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
        const r = await client.query(statement(text, params, options));
        return { rows: r.rows as R[], rowCount: r.rowCount ?? 0 };
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
    close: () => pool.end(),
    poolStats,
  };
}
