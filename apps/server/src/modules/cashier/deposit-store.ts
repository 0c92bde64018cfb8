import type { Sql } from '../../db/db';
import { orderWhere, type OrderLookup } from './order-lookup';

export type DepositStatus = 'pending' | 'credited' | 'failed' | 'rejected';

export interface Deposit {
  id: bigint;
  orderNo: string;
  merchantId: bigint;
  memberId: bigint;
  channelId: bigint;
  channelName: string;
  kind: 'bank_transfer' | 'gateway';
  amountMinor: bigint;
  currency: string;
  status: DepositStatus;
  payerName: string;
  payerReference: string;
  gatewayRef: string | null;
  payUrl: string | null;
  transferId: bigint | null;
  reason: string | null;
  payee: { name: string; account: string; bank: string } | null;
  createdAt: Date;
}

interface Row {
  id: bigint;
  order_no: string;
  merchant_id: bigint;
  member_id: bigint;
  channel_id: bigint;
  vendor_name: string;
  kind: Deposit['kind'];
  amount_minor: bigint;
  currency: string;
  status: DepositStatus;
  payer_name: string;
  payer_reference: string;
  gateway_ref: string | null;
  pay_url: string | null;
  transfer_id: bigint | null;
  reason: string | null;
  payee_name: string | null;
  payee_account: string | null;
  payee_bank: string | null;
  created_at: Date;
}

const SELECT = `SELECT d.id, d.order_no, d.merchant_id, d.member_id, d.channel_id, c.vendor_name,
  d.kind, d.amount_minor, d.currency, d.status, d.payer_name, d.payer_reference, d.gateway_ref,
  d.pay_url, d.transfer_id, d.reason, c.payee_name, c.payee_account, c.payee_bank, d.created_at
  FROM deposits d JOIN payment_channels c ON c.id = d.channel_id`;

const toDeposit = (r: Row): Deposit => ({
  id: r.id,
  orderNo: r.order_no,
  merchantId: r.merchant_id,
  memberId: r.member_id,
  channelId: r.channel_id,
  channelName: r.vendor_name,
  kind: r.kind,
  amountMinor: r.amount_minor,
  currency: r.currency,
  status: r.status,
  payerName: r.payer_name,
  payerReference: r.payer_reference,
  gatewayRef: r.gateway_ref,
  payUrl: r.pay_url,
  transferId: r.transfer_id,
  reason: r.reason,
  payee: r.payee_account
    ? { name: r.payee_name ?? '', account: r.payee_account, bank: r.payee_bank ?? '' }
    : null,
  createdAt: new Date(r.created_at),
});

export async function insertDeposit(
  sql: Sql,
  d: {
    orderNo: string;
    merchantId: bigint;
    memberId: bigint;
    channelId: bigint;
    kind: Deposit['kind'];
    amountMinor: bigint;
    currency: string;
    payerName: string;
    payerReference: string;
    idempotencyKey: string | null;
  },
): Promise<Deposit | null> {
  const r = await sql.query<{ id: bigint }>(
    `INSERT INTO deposits (order_no, merchant_id, member_id, channel_id, kind, amount_minor,
       currency, payer_name, payer_reference, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (member_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      d.orderNo,
      d.merchantId,
      d.memberId,
      d.channelId,
      d.kind,
      d.amountMinor,
      d.currency,
      d.payerName,
      d.payerReference,
      d.idempotencyKey,
    ],
  );
  return r.rows[0] ? findDeposit(sql, { id: r.rows[0].id }) : null;
}

export async function findDeposit(
  sql: Sql,
  by: OrderLookup,
  options: { lock?: boolean } = {},
): Promise<Deposit | null> {
  const [where, params] = orderWhere('d', by);
  const r = await sql.query<Row>(
    `${SELECT} WHERE ${where}${options.lock ? ' FOR UPDATE OF d' : ''}`,
    params,
  );
  return r.rows[0] ? toDeposit(r.rows[0]) : null;
}

export async function setGatewayPayment(sql: Sql, id: bigint, gatewayRef: string, payUrl: string) {
  await sql.query(
    'UPDATE deposits SET gateway_ref = $2, pay_url = $3, updated_at = now() WHERE id = $1',
    [id, gatewayRef, payUrl],
  );
}

export async function updateDepositStatus(
  sql: Sql,
  id: bigint,
  change: {
    status: DepositStatus;
    transferId?: bigint | null;
    decidedBy?: bigint | null;
    reason?: string | null;
  },
) {
  await sql.query(
    `UPDATE deposits SET status = $2, transfer_id = coalesce($3, transfer_id),
            decided_by = coalesce($4, decided_by), reason = coalesce($5, reason), updated_at = now()
      WHERE id = $1`,
    [id, change.status, change.transferId ?? null, change.decidedBy ?? null, change.reason ?? null],
  );
}

export async function listDeposits(
  sql: Sql,
  filter: { memberId?: bigint; merchantId?: bigint; status?: DepositStatus },
  page: { limit: number; offset: number },
): Promise<{ rows: Deposit[]; total: number }> {
  const where = `($1::bigint IS NULL OR d.member_id = $1) AND ($2::bigint IS NULL OR d.merchant_id = $2)
    AND ($3::text IS NULL OR d.status = $3)`;
  const params = [filter.memberId ?? null, filter.merchantId ?? null, filter.status ?? null];
  const rows = await sql.query<Row>(
    `${SELECT} WHERE ${where} ORDER BY d.created_at DESC, d.id DESC LIMIT $4 OFFSET $5`,
    [...params, page.limit, page.offset],
  );
  const count = await sql.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM deposits d WHERE ${where}`,
    params,
  );
  return { rows: rows.rows.map(toDeposit), total: Number(count.rows[0]?.n ?? 0n) };
}

export async function countDeposits(sql: Sql, memberId: bigint) {
  const r = await sql.query<{ credited: bigint; pending: bigint }>(
    `SELECT count(*) FILTER (WHERE status = 'credited') AS credited,
            count(*) FILTER (WHERE status = 'pending') AS pending
       FROM deposits WHERE member_id = $1`,
    [memberId],
  );
  return { credited: Number(r.rows[0]?.credited ?? 0n), pending: Number(r.rows[0]?.pending ?? 0n) };
}

export async function insertDepositCallback(
  sql: Sql,
  c: {
    depositId: bigint | null;
    gatewayCode: string;
    reported: string;
    outcome: 'credited' | 'failed' | 'ignored' | 'refused';
    body: unknown;
  },
) {
  await sql.query(
    `INSERT INTO deposit_callbacks (deposit_id, gateway_code, reported, outcome, body)
     VALUES ($1, $2, $3, $4, $5)`,
    [c.depositId, c.gatewayCode, c.reported, c.outcome, JSON.stringify(c.body ?? null)],
  );
}
