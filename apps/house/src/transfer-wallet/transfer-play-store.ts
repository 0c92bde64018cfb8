import type { HouseDb, Sql } from '../db/house-db';
import { addToWallet, lockWallet, type WalletKey } from './transfer-book-store';

export type PlayOutcome =
  | { kind: 'applied' | 'replayed'; balanceMinor: bigint }
  | { kind: 'insufficient' | 'rolled_back'; balanceMinor: bigint };

/**
 * A stake, win or refund of a transfer-mode game session against the member's house balance,
 * in one transaction under the wallet's row lock, once per txId. A rollback refunds only a
 * debit of that session that exists, once; a debit after its rollback is refused.
 */
export async function applyTransferPlay(
  db: HouseDb,
  m: WalletKey & { sessionId: bigint; txId: string; kind: 'debit' | 'credit' | 'rollback'; amountMinor: bigint; betTxId?: string },
): Promise<PlayOutcome> {
  return db.tx(async (tx) => {
    const balance = await lockWallet(tx, m);
    const seen = await tx.query('SELECT 1 FROM house.transfer_wallet_plays WHERE tx_id = $1', [m.txId]);
    if (seen.rowCount > 0) return { kind: 'replayed', balanceMinor: balance };
    let amount = m.amountMinor;
    if (m.kind === 'rollback') {
      if (await isRolledBack(tx, m.betTxId ?? '')) return { kind: 'replayed', balanceMinor: balance };
      amount = await debitAmount(tx, m.betTxId ?? '', m.sessionId);
    }
    if (m.kind === 'debit') {
      if (await isRolledBack(tx, m.txId)) return { kind: 'rolled_back', balanceMinor: balance };
      if (balance < amount) return { kind: 'insufficient', balanceMinor: balance };
    }
    await tx.query(
      `INSERT INTO house.transfer_wallet_plays (tx_id, session_id, member_ref, currency, kind, amount_minor, bet_tx_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [m.txId, m.sessionId, m.memberRef, m.currency, m.kind, amount, m.kind === 'rollback' ? (m.betTxId ?? '') : null],
    );
    if (amount === 0n) return { kind: 'applied', balanceMinor: balance };
    return { kind: 'applied', balanceMinor: await addToWallet(tx, m, m.kind === 'debit' ? -amount : amount) };
  });
}

async function debitAmount(tx: Sql, betTxId: string, sessionId: bigint): Promise<bigint> {
  const r = await tx.query<{ amount_minor: bigint }>(
    `SELECT amount_minor FROM house.transfer_wallet_plays WHERE tx_id = $1 AND kind = 'debit' AND session_id = $2`,
    [betTxId, sessionId],
  );
  return r.rows[0]?.amount_minor ?? 0n;
}

async function isRolledBack(tx: Sql, betTxId: string): Promise<boolean> {
  const r = await tx.query(`SELECT 1 FROM house.transfer_wallet_plays WHERE bet_tx_id = $1 AND kind = 'rollback'`, [betTxId]);
  return r.rowCount > 0;
}
