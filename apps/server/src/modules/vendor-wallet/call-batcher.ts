import type { Db } from '../../db/db';

/**
 * Group commit for the one-statement wallet calls (ADR 0011). Every call is one statement and
 * one commit, so under load the database spends its time flushing the WAL once per call. Calls
 * that arrive while a batch is running wait for it and then go together, as one statement
 * (their functions in a UNION ALL) and so one commit. One batch runs at a time: two batches
 * could lock the same house and member rows in opposite orders. If anything in a batch raises
 * (one call out of the ordinary, a lock conflict), the batch undoes itself and each of its calls
 * runs again alone, so a call's answer never depends on its neighbours. Params 1 and 2 of both
 * functions are the vendor code and the txId.
 */
export interface BatchedCall {
  fn: 'seamless_debit' | 'seamless_credit';
  params: unknown[];
}

export interface BatchedResult {
  id: bigint;
  balance: bigint;
}

interface Row {
  k: number;
  wallet_tx_id: bigint;
  available_minor: bigint;
}

interface Queued extends BatchedCall {
  resolve: (r: BatchedResult | null) => void;
}

const MAX_BATCH = 64;

export class CallBatcher {
  private queue: Queued[] = [];
  private running = false;

  constructor(private readonly db: Db) {}

  /** The call's result, or null when it is not the ordinary case (or failed): run the full path. */
  submit(call: BatchedCall): Promise<BatchedResult | null> {
    return new Promise((resolve) => {
      this.queue.push({ ...call, resolve });
      this.pump();
    });
  }

  private pump() {
    if (this.running || this.queue.length === 0) return;
    this.running = true;
    // A twin of a call (same vendor and txId, a vendor's retry) waits for the next batch: the
    // two in one statement would undo the batch.
    const batch: Queued[] = [];
    const seen = new Set<string>();
    this.queue = this.queue.filter((call) => {
      const key = `${String(call.params[1])}:${String(call.params[2])}`;
      if (batch.length >= MAX_BATCH || seen.has(key)) return true;
      seen.add(key);
      batch.push(call);
      return false;
    });
    void this.run(batch).finally(() => {
      this.running = false;
      this.pump();
    });
  }

  private async run(batch: Queued[]) {
    if (batch.length > 1) {
      const rows = await this.attempt(batch);
      if (rows) {
        for (const [k, call] of batch.entries()) call.resolve(rows.get(k) ?? null);
        return;
      }
    }
    // Alone, side by side, as without batching.
    await Promise.all(
      batch.map(async (call) => {
        const rows = await this.attempt([call]);
        call.resolve(rows?.get(0) ?? null);
      }),
    );
  }

  private async attempt(calls: BatchedCall[]): Promise<Map<number, BatchedResult> | null> {
    const params: unknown[] = [];
    const parts = calls.map((c, k) => {
      const first = params.length + 1;
      params.push(...c.params);
      const marks = c.params.map((_, i) => `$${first + i}`).join(', ');
      return `SELECT ${k} AS k, wallet_tx_id, available_minor FROM ${c.fn}(${marks})`;
    });
    try {
      const r = await this.db.query<Row>(parts.join('\nUNION ALL\n'), params);
      return new Map(
        r.rows.map((row) => [
          Number(row.k),
          { id: row.wallet_tx_id, balance: row.available_minor },
        ]),
      );
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
