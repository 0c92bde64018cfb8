/**
 * The one database interface the application codes against. Two implementations: a pg pool
 * for a real PostgreSQL server, and the embedded PostgreSQL (PGlite). Both speak the same SQL;
 * stores receive a `Sql` (the pool or an open transaction) and never know which.
 *
 * int8 columns are read as bigint (money is bigint minor units); numeric stays text.
 */
export type Row = Record<string, unknown>;

export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

export interface Sql {
  query<R = Row>(text: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export type Isolation = 'read committed' | 'repeatable read' | 'serializable';

export interface Db extends Sql {
  readonly kind: 'pg' | 'pglite';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (tx: Sql) => Promise<T>, options?: { isolation?: Isolation }): Promise<T>;
  close(): Promise<void>;
  /** Pool figures for the metrics (a pg pool only; the embedded database has no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** SQLSTATEs worth retrying a whole transaction for. */
export const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
