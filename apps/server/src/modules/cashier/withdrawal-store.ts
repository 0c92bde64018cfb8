import type { ConfirmationStatus } from '@wl/contract/cashier/withdraw';
import type { Sql } from '../../db/db';
import { orderWhere, type OrderLookup } from './order-lookup';

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected';

export interface Withdrawal {
  id: bigint;
  orderNo: string;
  merchantId: bigint;
  memberId: bigint;
  payoutAccountId: bigint;
  cardType: string;
  bankName: string;
  accountNumber: string;
  amountMinor: bigint;
  currency: string;
  status: WithdrawalStatus;
  holdTransferId: bigint;
  reason: string | null;
  confirmationStatus: ConfirmationStatus | null;
  receivedMinor: bigint;
  confirmDueAt: Date | null;
  decidedAt: Date | null;
  createdAt: Date;
}

interface Row {
  id: bigint;
  order_no: string;
  merchant_id: bigint;
  member_id: bigint;
  payout_account_id: bigint;
  card_type: string;
  bank_name: string | null;
  bank_code: string;
  account_number: string;
  amount_minor: bigint;
  currency: string;
  status: WithdrawalStatus;
  hold_transfer_id: bigint;
  reason: string | null;
  confirmation_status: ConfirmationStatus | null;
  received_minor: bigint;
  confirm_due_at: Date | null;
  decided_at: Date | null;
  created_at: Date;
}

const SELECT = `SELECT w.id, w.order_no, w.merchant_id, w.member_id, w.payout_account_id, w.card_type,
  b.bank_name, p.bank_code, p.account_number, w.amount_minor, w.currency, w.status,
  w.hold_transfer_id, w.reason, w.confirmation_status, w.received_minor, w.confirm_due_at,
  w.decided_at, w.created_at
  FROM withdrawals w JOIN payout_accounts p ON p.id = w.payout_account_id
  LEFT JOIN payout_banks b ON b.merchant_id = p.merchant_id AND b.card_type = p.card_type
   AND b.bank_code = p.bank_code`;

const date = (d: Date | null) => (d ? new Date(d) : null);
const toWithdrawal = (r: Row): Withdrawal => ({
  id: r.id,
  orderNo: r.order_no,
  merchantId: r.merchant_id,
  memberId: r.member_id,
  payoutAccountId: r.payout_account_id,
  cardType: r.card_type,
  bankName: r.bank_name ?? r.bank_code,
  accountNumber: r.account_number,
  amountMinor: r.amount_minor,
  currency: r.currency,
  status: r.status,
  holdTransferId: r.hold_transfer_id,
  reason: r.reason,
  confirmationStatus: r.confirmation_status,
  receivedMinor: r.received_minor,
  confirmDueAt: date(r.confirm_due_at),
  decidedAt: date(r.decided_at),
  createdAt: new Date(r.created_at),
});

export async function insertWithdrawal(
  sql: Sql,
  w: {
    orderNo: string;
    merchantId: bigint;
    memberId: bigint;
    payoutAccountId: bigint;
    cardType: string;
    amountMinor: bigint;
    currency: string;
    holdTransferId: bigint;
    idempotencyKey: string | null;
  },
): Promise<bigint> {
  const r = await sql.query<{ id: bigint }>(
    `INSERT INTO withdrawals (order_no, merchant_id, member_id, payout_account_id, card_type,
       amount_minor, currency, hold_transfer_id, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      w.orderNo,
      w.merchantId,
      w.memberId,
      w.payoutAccountId,
      w.cardType,
      w.amountMinor,
      w.currency,
      w.holdTransferId,
      w.idempotencyKey,
    ],
  );
  return r.rows[0]!.id;
}

export async function findWithdrawal(
  sql: Sql,
  by: OrderLookup,
  options: { lock?: boolean } = {},
): Promise<Withdrawal | null> {
  const [where, params] = orderWhere('w', by);
  const r = await sql.query<Row>(
    `${SELECT} WHERE ${where}${options.lock ? ' FOR UPDATE OF w' : ''}`,
    params,
  );
  return r.rows[0] ? toWithdrawal(r.rows[0]) : null;
}

/** Today's withdrawals of a member (not rejected) in the merchant's time zone. */
export async function sumTodaysWithdrawals(
  sql: Sql,
  memberId: bigint,
  nowMs: number,
  timeZone: string,
) {
  const r = await sql.query<{ n: bigint; total: bigint | null }>(
    `SELECT count(*) AS n, sum(amount_minor)::bigint AS total FROM withdrawals
      WHERE member_id = $1 AND status <> 'rejected'
        AND created_at >= (date_trunc('day', to_timestamp($2::double precision / 1000) AT TIME ZONE $3)
                           AT TIME ZONE $3)`,
    [memberId, nowMs, timeZone],
  );
  return { count: Number(r.rows[0]?.n ?? 0n), totalMinor: r.rows[0]?.total ?? 0n };
}

export async function updateWithdrawal(
  sql: Sql,
  id: bigint,
  change: {
    status?: WithdrawalStatus;
    resolutionTransferId?: bigint;
    decidedBy?: bigint | null;
    reason?: string | null;
    confirmationStatus?: ConfirmationStatus;
    receivedMinor?: bigint;
    confirmDueAt?: Date | null;
    confirmed?: boolean;
    decided?: boolean;
  },
) {
  await sql.query(
    `UPDATE withdrawals SET
       status = coalesce($2, status),
       resolution_transfer_id = coalesce($3, resolution_transfer_id),
       decided_by = coalesce($4, decided_by),
       reason = coalesce($5, reason),
       confirmation_status = coalesce($6, confirmation_status),
       received_minor = coalesce($7, received_minor),
       confirm_due_at = coalesce($8, confirm_due_at),
       confirmed_at = CASE WHEN $9 THEN now() ELSE confirmed_at END,
       decided_at = CASE WHEN $10 THEN now() ELSE decided_at END
     WHERE id = $1`,
    [
      id,
      change.status ?? null,
      change.resolutionTransferId ?? null,
      change.decidedBy ?? null,
      change.reason ?? null,
      change.confirmationStatus ?? null,
      change.receivedMinor ?? null,
      change.confirmDueAt ?? null,
      change.confirmed ?? false,
      change.decided ?? false,
    ],
  );
}

export async function listWithdrawals(
  sql: Sql,
  filter: {
    memberId?: bigint;
    merchantId?: bigint;
    status?: WithdrawalStatus;
    confirmation?: readonly ConfirmationStatus[];
  },
  page: { limit: number; offset: number },
): Promise<{ rows: Withdrawal[]; total: number }> {
  const where = `($1::bigint IS NULL OR w.member_id = $1) AND ($2::bigint IS NULL OR w.merchant_id = $2)
    AND ($3::text IS NULL OR w.status = $3)
    AND ($4::text[] IS NULL OR w.confirmation_status = ANY($4::text[]))`;
  const params = [
    filter.memberId ?? null,
    filter.merchantId ?? null,
    filter.status ?? null,
    filter.confirmation ? [...filter.confirmation] : null,
  ];
  const rows = await sql.query<Row>(
    `${SELECT} WHERE ${where} ORDER BY w.created_at DESC, w.id DESC LIMIT $5 OFFSET $6`,
    [...params, page.limit, page.offset],
  );
  const count = await sql.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM withdrawals w WHERE ${where}`,
    params,
  );
  return { rows: rows.rows.map(toWithdrawal), total: Number(count.rows[0]?.n ?? 0n) };
}

export async function insertProof(sql: Sql, withdrawalId: bigint, mime: string, content: Buffer) {
  await sql.query(
    'INSERT INTO withdrawal_proofs (withdrawal_id, mime, size_bytes, content) VALUES ($1, $2, $3, $4)',
    [withdrawalId, mime, content.length, content],
  );
}

export async function countProofs(sql: Sql, withdrawalId: bigint): Promise<number> {
  const r = await sql.query<{ n: bigint }>(
    'SELECT count(*) AS n FROM withdrawal_proofs WHERE withdrawal_id = $1',
    [withdrawalId],
  );
  return Number(r.rows[0]?.n ?? 0n);
}

/**
 * Claims due confirmations for the auto-confirm job: locked, skipping rows another process
 * holds, so two servers running the job never confirm the same withdrawal twice.
 */
export async function claimDueConfirmations(sql: Sql, nowMs: number, limit: number) {
  const r = await sql.query<{
    id: bigint;
    merchant_id: bigint;
    order_no: string;
    confirmation_status: ConfirmationStatus;
    received_minor: bigint;
    amount_minor: bigint;
  }>(
    `SELECT id, merchant_id, order_no, confirmation_status, received_minor, amount_minor
       FROM withdrawals
      WHERE confirmation_status IN ('awaiting', 'received')
        AND confirm_due_at <= to_timestamp($1::double precision / 1000)
      ORDER BY confirm_due_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [nowMs, limit],
  );
  return r.rows;
}
