import type { Sql } from '../../db/db';

export type WalletTxKind = 'debit' | 'credit' | 'rollback' | 'tombstone';
export type BetState = 'open' | 'settled' | 'rolled_back';

export interface WalletTx {
  id: bigint;
  kind: WalletTxKind;
  txId: string;
  memberId: bigint;
  currency: string;
  roundId: string;
  gameCode: string;
  betTxId: string | null;
  amountMinor: bigint;
  requestHash: Buffer;
  transferId: bigint | null;
  state: BetState | null;
  settledBy: string | null;
}

export interface WalletTxKey {
  merchantId: bigint;
  vendorCode: string;
}

const COLUMNS = `id, kind, tx_id, member_id, currency, round_id, game_code, bet_tx_id, amount_minor,
                 request_hash, transfer_id, state, settled_by`;

interface TxRow {
  id: bigint;
  kind: WalletTxKind;
  tx_id: string;
  member_id: bigint;
  currency: string;
  round_id: string;
  game_code: string;
  bet_tx_id: string | null;
  amount_minor: bigint;
  request_hash: Buffer | Uint8Array;
  transfer_id: bigint | null;
  state: BetState | null;
  settled_by: string | null;
}

const toTx = (r: TxRow): WalletTx => ({
  id: r.id,
  kind: r.kind,
  txId: r.tx_id,
  memberId: r.member_id,
  currency: r.currency,
  roundId: r.round_id,
  gameCode: r.game_code,
  betTxId: r.bet_tx_id,
  amountMinor: r.amount_minor,
  requestHash: Buffer.from(r.request_hash),
  transferId: r.transfer_id,
  state: r.state,
  settledBy: r.settled_by,
});

/** One movement by the vendor's txId; `lock` takes the row lock (inside a transaction). */
export async function selectWalletTx(
  sql: Sql,
  key: WalletTxKey,
  txId: string,
  lock = false,
): Promise<WalletTx | null> {
  const r = await sql.query<TxRow>(
    `SELECT ${COLUMNS} FROM vendor_wallet_txs
      WHERE merchant_id = $1 AND vendor_code = $2 AND tx_id = $3 ${lock ? 'FOR UPDATE' : ''}`,
    [key.merchantId, key.vendorCode, txId],
  );
  return r.rows[0] ? toTx(r.rows[0]) : null;
}

/** The member's debits of a round that are still standing, locked (a credit without betTxId). */
export async function lockRoundDebits(
  sql: Sql,
  key: WalletTxKey,
  memberId: bigint,
  roundId: string,
): Promise<WalletTx[]> {
  const r = await sql.query<TxRow>(
    `SELECT ${COLUMNS} FROM vendor_wallet_txs
      WHERE merchant_id = $1 AND vendor_code = $2 AND member_id = $3 AND round_id = $4
        AND kind = 'debit' AND state <> 'rolled_back'
      ORDER BY id FOR UPDATE`,
    [key.merchantId, key.vendorCode, memberId, roundId],
  );
  return r.rows.map(toTx);
}

export interface NewWalletTx {
  kind: WalletTxKind;
  txId: string;
  memberId: bigint;
  currency: string;
  roundId: string;
  gameCode: string;
  betTxId: string | null;
  amountMinor: bigint;
  requestHash: Buffer;
  /** The ledger transfer this movement posted, when it moved money. */
  transferId?: bigint | null;
  /** Debits this movement closes: settled (a credit) or rolled back (a rollback). */
  closes?: { ids: bigint[]; state: 'settled' | 'rolled_back' };
}

/**
 * Claims the txId, and in the same statement marks the debits it closes (naming this txId as
 * what closed them). Null when the (vendor, txId) row already exists: the caller then rolls its
 * transaction back, so the debits it marked stay as they were, and answers as a replay (or
 * refuses). A concurrent claim of the same id waits for the first to commit.
 */
export async function insertWalletTx(
  sql: Sql,
  key: WalletTxKey,
  t: NewWalletTx,
): Promise<bigint | null> {
  const r = await sql.query<{ id: bigint }>(
    `WITH closed AS (
       UPDATE vendor_wallet_txs SET state = $15, settled_by = COALESCE(settled_by, $3)
        WHERE id = ANY($14::bigint[]) AND state = 'open')
     INSERT INTO vendor_wallet_txs (merchant_id, vendor_code, tx_id, kind, member_id, currency,
                                    round_id, game_code, bet_tx_id, amount_minor, request_hash, state,
                                    transfer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (merchant_id, vendor_code, tx_id) DO NOTHING
     RETURNING id`,
    [
      key.merchantId,
      key.vendorCode,
      t.txId,
      t.kind,
      t.memberId,
      t.currency,
      t.roundId,
      t.gameCode,
      t.betTxId,
      t.amountMinor,
      t.requestHash,
      t.kind === 'debit' ? 'open' : null,
      t.transferId ?? null,
      (t.closes?.ids ?? []).map(String),
      t.closes?.state ?? 'settled',
    ],
  );
  return r.rows[0]?.id ?? null;
}
