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

/**
 * Something a member's open pages should refresh (balance, inbox badge). `memberId` null: every
 * member of the merchant (a broadcast message).
 */
export interface MemberEvent {
  kind: 'balance' | 'inbox';
  merchantId: bigint;
  memberId: bigint | null;
}

export interface QueryOptions {
  /**
   * Prepare the statement once per connection under this name and reuse it (pg; PGlite plans
   * as usual). For a hot statement whose text never changes: parsing and planning it again on
   * every run costs the database more than running it (ADR 0054).
   */
  prepare?: string;
}

export interface Sql {
  query<R = Row>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<R>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  /**
   * Tells the member's browsers about a change once it is committed: inside a transaction the
   * event is heard after COMMIT (never after a rollback), outside one at once (ADR 0037).
   * Optional: the house vendor's database and test doubles have no member pages to tell.
   */
  announce?(event: MemberEvent): void;
}

export type Isolation = 'read committed' | 'repeatable read' | 'serializable';

export interface Db extends Sql {
  readonly kind: 'pg' | 'pglite';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (tx: Sql) => Promise<T>, options?: { isolation?: Isolation }): Promise<T>;
  close(): Promise<void>;
  /**
   * A statement on the Db's one pipelined connection (PostgreSQL only, ADR 0067): written at
   * once, not after the answers of the statements before it; they run in the order written,
   * each its own transaction, and one that fails does not fail the others.
   */
  pipelined?: Sql['query'];
  /** Hears every committed announcement of this Db's work; answers the unsubscribe. */
  onAnnounce?(listener: (event: MemberEvent) => void): () => void;
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
