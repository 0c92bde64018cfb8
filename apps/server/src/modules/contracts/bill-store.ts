import type { Sql } from '../../db/db';
import type { ContractKind } from './contract-store';

/** SQL of contract bills and payments (the only file that writes these tables). */
export type BillStatus = 'nothing_due' | 'unpaid' | 'insufficient' | 'partially_paid' | 'paid';

export interface BillRecord {
  id: bigint;
  merchantId: bigint;
  contractId: bigint;
  kind: ContractKind;
  payerId: bigint | null;
  payeeId: bigint;
  periodStart: Date;
  periodEnd: Date;
  turnoverMinor: bigint;
  lossMinor: bigint;
  activeMembers: number;
  basisMinor: bigint;
  ratioBps: number;
  amountMinor: bigint;
  paidMinor: bigint;
  currency: string;
  status: BillStatus;
  attempts: number;
  updatedAt: Date;
}

export type NewBill = Omit<BillRecord, 'id' | 'paidMinor' | 'status' | 'attempts' | 'updatedAt'>;

const COLUMNS = `id, merchant_id, contract_id, kind, payer_id, payee_id, period_start,
  period_end, turnover_minor, loss_minor, active_members, basis_minor, ratio_bps, amount_minor,
  paid_minor, currency, status, attempts, updated_at`;

type Row = {
  id: bigint;
  merchant_id: bigint;
  contract_id: bigint;
  kind: ContractKind;
  payer_id: bigint | null;
  payee_id: bigint;
  period_start: Date;
  period_end: Date;
  turnover_minor: bigint;
  loss_minor: bigint;
  active_members: number;
  basis_minor: bigint;
  ratio_bps: number;
  amount_minor: bigint;
  paid_minor: bigint;
  currency: string;
  status: BillStatus;
  attempts: number;
  updated_at: Date;
};

function toRecord(r: Row): BillRecord {
  return {
    id: r.id,
    merchantId: r.merchant_id,
    contractId: r.contract_id,
    kind: r.kind,
    payerId: r.payer_id,
    payeeId: r.payee_id,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    turnoverMinor: r.turnover_minor,
    lossMinor: r.loss_minor,
    activeMembers: r.active_members,
    basisMinor: r.basis_minor,
    ratioBps: r.ratio_bps,
    amountMinor: r.amount_minor,
    paidMinor: r.paid_minor,
    currency: r.currency,
    status: r.status,
    attempts: r.attempts,
    updatedAt: r.updated_at,
  };
}

/** One bill per contract and period: a second insert for the same period does nothing. */
export async function insertBill(sql: Sql, b: NewBill, at: Date): Promise<boolean> {
  const r = await sql.query(
    `INSERT INTO contract_bills (merchant_id, contract_id, kind, payer_id, payee_id,
       period_start, period_end, turnover_minor, loss_minor, active_members, basis_minor,
       ratio_bps, amount_minor, currency, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)
     ON CONFLICT (contract_id, period_start) DO NOTHING`,
    [
      b.merchantId,
      b.contractId,
      b.kind,
      b.payerId,
      b.payeeId,
      b.periodStart,
      b.periodEnd,
      b.turnoverMinor,
      b.lossMinor,
      b.activeMembers,
      b.basisMinor,
      b.ratioBps,
      b.amountMinor,
      b.currency,
      b.amountMinor > 0n ? 'unpaid' : 'nothing_due',
      at,
    ],
  );
  return r.rowCount === 1;
}

/** Bills still owed, oldest period first and, within one, payers before their payees. */
export async function listOpenBillIds(sql: Sql, merchantId: bigint | null): Promise<bigint[]> {
  const r = await sql.query<{ id: bigint }>(
    `SELECT id FROM contract_bills
      WHERE status IN ('unpaid', 'insufficient', 'partially_paid')
        AND ($1::bigint IS NULL OR merchant_id = $1)
      ORDER BY period_start, id LIMIT 1000`,
    [merchantId],
  );
  return r.rows.map((x) => x.id);
}

/** Locks a bill for payment; null when another process is paying it right now. */
export async function lockBill(sql: Sql, id: bigint): Promise<BillRecord | null> {
  const r = await sql.query<Row>(
    `SELECT ${COLUMNS} FROM contract_bills WHERE id = $1 FOR UPDATE SKIP LOCKED`,
    [id],
  );
  return r.rows[0] ? toRecord(r.rows[0]) : null;
}

export async function recordAttempt(
  sql: Sql,
  b: BillRecord,
  paidNowMinor: bigint,
  transferId: bigint | null,
  at: Date,
): Promise<void> {
  const paid = b.paidMinor + paidNowMinor;
  const status: BillStatus =
    paid === b.amountMinor ? 'paid' : paid > 0n ? 'partially_paid' : 'insufficient';
  await sql.query(
    `UPDATE contract_bills SET paid_minor = $2, status = $3, attempts = attempts + 1,
            updated_at = $4 WHERE id = $1`,
    [b.id, paid, status, at],
  );
  if (transferId !== null) {
    await sql.query(
      `INSERT INTO contract_payments (bill_id, transfer_id, amount_minor, created_at)
       VALUES ($1, $2, $3, $4)`,
      [b.id, transferId, paidNowMinor, at],
    );
  }
}

export interface BillFilter {
  merchantId: bigint;
  payeeId?: bigint;
  memberId?: bigint;
  contractId?: bigint;
  kind?: ContractKind;
  status?: BillStatus;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

export interface BillWithNames extends BillRecord {
  payerUsername: string | null;
  payeeUsername: string;
}

/** Bills by payee, either party, contract, kind, status and period start. */
export async function listBills(sql: Sql, f: BillFilter) {
  const r = await sql.query<
    Row & { total: bigint; payer_username: string | null; payee_username: string }
  >(
    `SELECT b.*, p.username AS payer_username, e.username AS payee_username,
            count(*) OVER () AS total
       FROM contract_bills b
       JOIN members e ON e.id = b.payee_id
       LEFT JOIN members p ON p.id = b.payer_id
      WHERE b.merchant_id = $1
        AND ($2::bigint IS NULL OR b.payee_id = $2)
        AND ($3::bigint IS NULL OR b.payee_id = $3 OR b.payer_id = $3)
        AND ($4::bigint IS NULL OR b.contract_id = $4)
        AND ($5::text IS NULL OR b.kind = $5)
        AND ($6::text IS NULL OR b.status = $6)
        AND ($7::timestamptz IS NULL OR b.period_start >= $7)
        AND ($8::timestamptz IS NULL OR b.period_start < $8)
      ORDER BY b.period_start DESC, b.id DESC LIMIT $9 OFFSET $10`,
    [
      f.merchantId,
      f.payeeId ?? null,
      f.memberId ?? null,
      f.contractId ?? null,
      f.kind ?? null,
      f.status ?? null,
      f.from ?? null,
      f.to ?? null,
      f.limit,
      f.offset,
    ],
  );
  const rows: BillWithNames[] = r.rows.map((x) => ({
    ...toRecord(x),
    payerUsername: x.payer_username,
    payeeUsername: x.payee_username,
  }));
  return { rows, total: Number(r.rows[0]?.total ?? 0) };
}

/** What the member was paid per UTC day and kind in a range, and what is still owed. */
export async function sumIncome(sql: Sql, q: { payeeId: bigint; from: Date; to: Date }) {
  const days = await sql.query<{ day: string; kind: ContractKind; paid: bigint }>(
    `SELECT to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, b.kind,
            sum(p.amount_minor)::bigint AS paid
       FROM contract_payments p JOIN contract_bills b ON b.id = p.bill_id
      WHERE b.payee_id = $1 AND p.created_at >= $2 AND p.created_at < $3
      GROUP BY 1, 2 ORDER BY 1, 2`,
    [q.payeeId, q.from, q.to],
  );
  const owed = await sql.query<{ owed: bigint | null }>(
    `SELECT sum(amount_minor - paid_minor)::bigint AS owed FROM contract_bills
      WHERE payee_id = $1 AND status IN ('unpaid', 'insufficient', 'partially_paid')`,
    [q.payeeId],
  );
  return { days: days.rows, owedMinor: owed.rows[0]?.owed ?? 0n };
}

/** Payments with their ledger transfer, for the operator's view. */
export async function listPayments(sql: Sql, merchantId: bigint, billId: bigint | null) {
  const r = await sql.query<{
    id: bigint;
    bill_id: bigint;
    transfer_id: bigint;
    amount_minor: bigint;
    created_at: Date;
  }>(
    `SELECT p.id, p.bill_id, p.transfer_id, p.amount_minor, p.created_at
       FROM contract_payments p JOIN contract_bills b ON b.id = p.bill_id
      WHERE b.merchant_id = $1 AND ($2::bigint IS NULL OR p.bill_id = $2)
      ORDER BY p.id DESC LIMIT 500`,
    [merchantId, billId],
  );
  return r.rows.map((p) => ({
    id: p.id,
    billId: p.bill_id,
    transferId: p.transfer_id,
    amountMinor: p.amount_minor,
    createdAt: p.created_at,
  }));
}
