import type { TransferCode } from '@wl/contract/ledger/transfer-codes';
import type { Sql } from '../../db/db';
import { ledgerTransfers } from '../metrics/metrics';
import type { TransferKind, TransferRecord } from './ledger-types';

export interface TransferRow {
  id: bigint;
  kind: TransferKind;
  debit_account_id: bigint;
  credit_account_id: bigint;
  amount_minor: bigint;
  currency: string;
  play_money: boolean;
  code: TransferCode;
  reference: string;
  idempotency_key: string;
  pending_id: bigint | null;
  metadata: Record<string, unknown>;
  created_at: Date;
}

export const TRANSFER_COLUMNS = `id, kind, debit_account_id, credit_account_id, amount_minor,
  currency, play_money, code, reference, idempotency_key, pending_id, metadata, created_at`;

export function toTransfer(row: TransferRow): TransferRecord {
  return {
    id: row.id,
    kind: row.kind,
    debitAccountId: row.debit_account_id,
    creditAccountId: row.credit_account_id,
    amountMinor: row.amount_minor,
    currency: row.currency,
    playMoney: row.play_money,
    code: row.code,
    reference: row.reference,
    idempotencyKey: row.idempotency_key,
    pendingId: row.pending_id,
    metadata: row.metadata,
    createdAt: new Date(row.created_at),
  };
}

export interface NewTransfer {
  kind: TransferKind;
  debitAccountId: bigint;
  creditAccountId: bigint;
  amountMinor: bigint;
  currency: string;
  playMoney: boolean;
  code: TransferCode;
  reference: string;
  idempotencyKey: string;
  requestHash: Buffer;
  pendingId: bigint | null;
  metadata: Record<string, unknown>;
}

/**
 * Inserts a transfer; the AFTER INSERT trigger applies it to both balances. Answers null when
 * the idempotency key exists already (nothing was inserted and nothing moved).
 */
export async function insertTransfer(sql: Sql, t: NewTransfer): Promise<TransferRecord | null> {
  const r = await sql.query<TransferRow>(
    `INSERT INTO ledger_transfers (kind, debit_account_id, credit_account_id, amount_minor,
       currency, play_money, code, reference, idempotency_key, request_hash, pending_id, metadata)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (idempotency_key) DO NOTHING
     RETURNING ${TRANSFER_COLUMNS}`,
    [
      t.kind,
      t.debitAccountId,
      t.creditAccountId,
      t.amountMinor,
      t.currency,
      t.playMoney,
      t.code,
      t.reference,
      t.idempotencyKey,
      t.requestHash,
      t.pendingId,
      JSON.stringify(t.metadata),
    ],
  );
  const inserted = r.rows[0] ? toTransfer(r.rows[0]) : null;
  if (inserted) ledgerTransfers.inc({ code: inserted.code, kind: inserted.kind });
  return inserted;
}

export async function findTransferByKey(
  sql: Sql,
  idempotencyKey: string,
): Promise<{ transfer: TransferRecord; requestHash: Buffer } | null> {
  const r = await sql.query<TransferRow & { request_hash: Uint8Array }>(
    `SELECT ${TRANSFER_COLUMNS}, request_hash FROM ledger_transfers WHERE idempotency_key = $1`,
    [idempotencyKey],
  );
  const row = r.rows[0];
  return row ? { transfer: toTransfer(row), requestHash: Buffer.from(row.request_hash) } : null;
}

/** Locks a hold so that two resolutions of it run one after the other. */
export async function lockTransfer(sql: Sql, id: bigint): Promise<TransferRecord | null> {
  const r = await sql.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return r.rows[0] ? toTransfer(r.rows[0]) : null;
}

export async function findResolution(sql: Sql, holdId: bigint): Promise<TransferRecord | null> {
  const r = await sql.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE pending_id = $1`,
    [holdId],
  );
  return r.rows[0] ? toTransfer(r.rows[0]) : null;
}

export async function findTransfer(sql: Sql, id: bigint): Promise<TransferRecord | null> {
  const r = await sql.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE id = $1`,
    [id],
  );
  return r.rows[0] ? toTransfer(r.rows[0]) : null;
}
