import type { HouseDb, Sql } from '../db/house-db';

export async function demoBalance(db: Sql, sessionId: bigint): Promise<bigint> {
  const r = await db.query<{ b: bigint }>('SELECT demo_balance_minor AS b FROM house.sessions WHERE id = $1', [sessionId]);
  return r.rows[0]?.b ?? 0n;
}

type DemoOutcome = { kind: 'applied' | 'replayed'; balanceMinor: bigint } | { kind: 'insufficient'; balanceMinor: bigint };

/**
 * One movement of play money in one transaction: recorded by txId (a repeat moves nothing),
 * the balance kept ≥ 0 by the table's CHECK and by the guarded update. A rollback refunds
 * only a debit that exists and only once.
 */
export async function applyDemoTransfer(
  db: HouseDb,
  m: { sessionId: bigint; txId: string; kind: 'debit' | 'credit' | 'rollback'; amountMinor: bigint; betTxId?: string },
): Promise<DemoOutcome> {
  return db.tx(async (tx) => {
    await tx.query('SELECT 1 FROM house.sessions WHERE id = $1 FOR UPDATE', [m.sessionId]);
    let amount = m.amountMinor;
    if (m.kind === 'rollback') {
      const bet = await tx.query<{ amount_minor: bigint }>(
        `SELECT amount_minor FROM house.demo_transfers WHERE tx_id = $1 AND kind = 'debit' AND session_id = $2`,
        [m.betTxId, m.sessionId],
      );
      amount = bet.rows[0]?.amount_minor ?? 0n;
    }
    const inserted = await tx.query(
      `INSERT INTO house.demo_transfers (tx_id, session_id, kind, amount_minor) VALUES ($1, $2, $3, $4)
       ON CONFLICT (tx_id) DO NOTHING`,
      [m.txId, m.sessionId, m.kind, amount],
    );
    if (inserted.rowCount === 0) return { kind: 'replayed', balanceMinor: await demoBalance(tx, m.sessionId) };
    const delta = m.kind === 'debit' ? -amount : amount;
    const updated = await tx.query<{ b: bigint }>(
      `UPDATE house.sessions SET demo_balance_minor = demo_balance_minor + $2
       WHERE id = $1 AND demo_balance_minor + $2 >= 0 RETURNING demo_balance_minor AS b`,
      [m.sessionId, delta],
    );
    const row = updated.rows[0];
    if (!row) {
      await tx.query('DELETE FROM house.demo_transfers WHERE tx_id = $1', [m.txId]);
      return { kind: 'insufficient', balanceMinor: await demoBalance(tx, m.sessionId) };
    }
    return { kind: 'applied', balanceMinor: row.b };
  });
}
