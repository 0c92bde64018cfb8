import type { Db, Sql } from '../../db/db';
import { RETRYABLE_SQLSTATES, sqlState } from '../../db/db';

const MAX_ATTEMPTS = 10;
const BASE_DELAY_MS = 2;
const MAX_DELAY_MS = 200;

/**
 * Runs `fn` in one READ COMMITTED transaction and runs it again, after a jittered exponential
 * pause, when PostgreSQL reports a serialization failure or a deadlock (40001, 40P01). Row
 * locks taken in a fixed order make both rare; a retry makes them harmless. `fn` must do
 * nothing but database work: never a network call while the transaction holds locks.
 */
export async function moneyTx<T>(db: Db, fn: (tx: Sql) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.tx(fn);
    } catch (error) {
      const state = sqlState(error);
      if (!state || !RETRYABLE_SQLSTATES.has(state) || attempt >= MAX_ATTEMPTS) throw error;
      await sleep(backoffMs(attempt));
    }
  }
}

/** Full jitter: a random pause up to an exponentially growing cap. */
export function backoffMs(attempt: number): number {
  const cap = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** attempt);
  return Math.random() * cap;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
