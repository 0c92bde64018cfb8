/**
 * The database interface the house codes against. It has the same shape as the platform's
 * `Db` (apps/server/src/db/db.ts) on purpose: when the platform starts the house in its own
 * process it hands over its connection, and the house keeps every table in the `house` schema.
 * int8 columns arrive as bigint.
 */
export type Row = Record<string, unknown>;

export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

export interface Sql {
  query<R = Row>(text: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
  exec(text: string): Promise<void>;
}

export interface HouseDb extends Sql {
  readonly kind: 'pg' | 'pglite';
  tx<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
