import type { Sql } from '../db/house-db';

/** SQL of the wallet outbox: credits and rollbacks owed to the platform. */
export interface OutboxEntry {
  id: bigint;
  kind: 'credit' | 'rollback';
  tx_id: string;
  round_id: bigint;
  amount_minor: bigint;
  attempts: number;
  done_at: Date | null;
}

/** Written already claimed (`claimUntil`): the writer delivers it at once, the sweeper later. */
export async function enqueueOutbox(
  db: Sql,
  e: { kind: 'credit' | 'rollback'; txId: string; roundId: bigint; amountMinor: bigint; claimUntil: Date },
): Promise<bigint> {
  const r = await db.query<{ id: bigint }>(
    `INSERT INTO house.wallet_outbox (kind, tx_id, round_id, amount_minor, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tx_id) DO UPDATE SET tx_id = EXCLUDED.tx_id RETURNING id`,
    [e.kind, e.txId, e.roundId, e.amountMinor, e.claimUntil],
  );
  return (r.rows[0] as { id: bigint }).id;
}

export async function findOutboxEntry(db: Sql, id: bigint): Promise<OutboxEntry | null> {
  const r = await db.query<OutboxEntry>('SELECT * FROM house.wallet_outbox WHERE id = $1', [id]);
  return r.rows[0] ?? null;
}

/** Takes up to `limit` entries that are due, leasing them until `leaseUntil`. */
export async function claimDueOutbox(db: Sql, now: Date, leaseUntil: Date, limit: number): Promise<bigint[]> {
  const r = await db.query<{ id: bigint }>(
    `UPDATE house.wallet_outbox SET next_attempt_at = $2
     WHERE id IN (SELECT id FROM house.wallet_outbox
                  WHERE done_at IS NULL AND next_attempt_at <= $1
                  ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [now, leaseUntil, limit],
  );
  return r.rows.map((row) => row.id);
}

export async function finishOutbox(
  db: Sql,
  id: bigint,
  outcome: 'done' | 'refused',
  now: Date,
  lastError: string | null,
): Promise<boolean> {
  const r = await db.query(
    `UPDATE house.wallet_outbox SET outcome = $2, done_at = $3, last_error = $4, attempts = attempts + 1
     WHERE id = $1 AND done_at IS NULL`,
    [id, outcome, now, lastError],
  );
  return r.rowCount > 0;
}

export async function retryOutboxLater(db: Sql, id: bigint, error: string, nextAt: Date): Promise<void> {
  await db.query(
    `UPDATE house.wallet_outbox SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3
     WHERE id = $1 AND done_at IS NULL`,
    [id, error, nextAt],
  );
}

export async function pendingOutboxCount(db: Sql): Promise<number> {
  const r = await db.query<{ n: bigint }>('SELECT count(*)::int8 AS n FROM house.wallet_outbox WHERE done_at IS NULL');
  return Number(r.rows[0]?.n ?? 0n);
}
