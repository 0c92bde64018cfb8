import type { Db } from '../../db/db';
import { BATCH_SQL, batchParams, type BatchedCall } from './batch-statement';

/**
 * Group commit for the one-statement wallet calls (ADR 0011). Every call is one statement and
 * one commit, so under load the database spends its time flushing the WAL once per call. Calls
 * that arrive while a batch is running wait for it and then go together, as one statement
 * (batch-statement.ts, one row a call, ADR 0054) and so one commit. One backend runs this
 * process's batches, one after another: batches running side by side on several connections
 * were smaller and measured slower (ADR 0063).
 *
 * On PostgreSQL that backend's connection is pipelined (ADR 0067): the next batch is written
 * while the last is still running, so the backend starts it the moment it commits the last
 * instead of idling while this process reads the answers and sends the next. It is written once
 * as many calls wait as the batch in flight holds (a smaller one would cost more a call), and
 * never more than one behind. Each batch is its own transaction: one that fails leaves the one
 * behind it untouched.
 *
 * Batches of other processes can run beside these; each holds its accounts in id order before
 * its first call, so they wait for each other and never deadlock (ADR 0065). If anything in a
 * batch raises (one call out of the ordinary, a lock conflict), the batch undoes itself and each
 * of its calls runs again alone, so a call's answer never depends on its neighbours.
 */
export interface BatchedResult {
  id: bigint;
  balance: bigint;
}

interface Row {
  k: number;
  wallet_tx_id: bigint;
  available_minor: bigint;
}

/** A waiting call beside its answer's resolver (not a copy of the call's fields with it). */
interface Queued {
  call: BatchedCall;
  resolve: (r: BatchedResult | null) => void;
}

const MAX_BATCH = 64;

export class CallBatcher {
  private queue: Queued[] = [];
  /** Batches written and not yet answered, and how many calls the last one written holds. */
  private inFlight = 0;
  private lastSize = 0;
  private readonly maxInFlight: number;

  constructor(private readonly db: Db) {
    this.maxInFlight = db.pipelined ? 2 : 1;
  }

  /** The call's result, or null when it is not the ordinary case (or failed): run the full path. */
  submit(call: BatchedCall): Promise<BatchedResult | null> {
    return new Promise((resolve) => {
      this.queue.push({ call, resolve });
      this.pump();
    });
  }

  private pump() {
    if (this.queue.length === 0 || this.inFlight >= this.maxInFlight) return;
    if (this.inFlight > 0 && this.queue.length < this.lastSize) return;
    this.inFlight += 1;
    // A twin of a call (same vendor and txId, a vendor's retry) waits for the next batch: the
    // two in one statement would undo the batch.
    const batch: Queued[] = [];
    const seen = new Set<string>();
    this.queue = this.queue.filter((queued) => {
      const key = `${queued.call.vendorCode}:${queued.call.txId}`;
      if (batch.length >= MAX_BATCH || seen.has(key)) return true;
      seen.add(key);
      batch.push(queued);
      return false;
    });
    this.lastSize = batch.length;
    void this.run(batch).finally(() => {
      this.inFlight -= 1;
      this.pump();
    });
  }

  private async run(batch: Queued[]) {
    const rows = await this.attempt(
      batch.map((queued) => queued.call),
      this.db.pipelined ?? this.db.query,
    );
    if (rows || batch.length === 1) {
      batch.forEach((queued, k) => queued.resolve(rows?.[k] ?? null));
      return;
    }
    // Alone, side by side, as without batching.
    await Promise.all(
      batch.map(async (queued) => {
        const alone = await this.attempt([queued.call], this.db.query);
        queued.resolve(alone?.[0] ?? null);
      }),
    );
  }

  /** The results by row: index k is calls[k]'s (a hole when its function answered no row). */
  private async attempt(
    calls: BatchedCall[],
    send: Db['query'],
  ): Promise<(BatchedResult | undefined)[] | null> {
    try {
      const r = await send<Row>(BATCH_SQL, batchParams(calls), { prepare: 'seamless_batch' });
      const results = new Array<BatchedResult | undefined>(calls.length);
      for (const row of r.rows) {
        results[Number(row.k)] = { id: row.wallet_tx_id, balance: row.available_minor };
      }
      return results;
    } catch {
      // WL001 (not the ordinary case), a lock conflict or anything else: undone as a whole.
      return null;
    }
  }
}

const batchers = new WeakMap<Db, CallBatcher>();

export function batcherFor(db: Db): CallBatcher {
  let b = batchers.get(db);
  if (!b) batchers.set(db, (b = new CallBatcher(db)));
  return b;
}
