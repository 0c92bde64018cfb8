import type { Sql } from '../../db/db';

export type AdjustmentStatus = 'pending_approval' | 'applied' | 'rejected';

export interface AdjustmentRecord {
  id: bigint;
  merchantId: bigint;
  memberId: bigint;
  amountMinor: bigint;
  currency: string;
  reason: string;
  status: AdjustmentStatus;
  requestedBy: bigint;
  decidedBy: bigint | null;
  transferId: bigint | null;
  idempotencyKey: string;
  createdAt: Date;
}

interface Row {
  id: bigint;
  merchant_id: bigint;
  member_id: bigint;
  amount_minor: bigint;
  currency: string;
  reason: string;
  status: AdjustmentStatus;
  requested_by: bigint;
  decided_by: bigint | null;
  transfer_id: bigint | null;
  idempotency_key: string;
  created_at: Date;
}
const toRecord = (r: Row): AdjustmentRecord => ({
  id: r.id,
  merchantId: r.merchant_id,
  memberId: r.member_id,
  amountMinor: r.amount_minor,
  currency: r.currency,
  reason: r.reason,
  status: r.status,
  requestedBy: r.requested_by,
  decidedBy: r.decided_by,
  transferId: r.transfer_id,
  idempotencyKey: r.idempotency_key,
  createdAt: new Date(r.created_at),
});

export async function insertAdjustment(
  sql: Sql,
  a: {
    merchantId: bigint;
    memberId: bigint;
    amountMinor: bigint;
    currency: string;
    reason: string;
    requestedBy: bigint;
    idempotencyKey: string;
  },
): Promise<AdjustmentRecord | null> {
  const r = await sql.query<Row>(
    `INSERT INTO balance_adjustments (merchant_id, member_id, amount_minor, currency, reason, status,
       requested_by, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, 'pending_approval', $6, $7)
     ON CONFLICT (merchant_id, idempotency_key) DO NOTHING RETURNING *`,
    [
      a.merchantId,
      a.memberId,
      a.amountMinor,
      a.currency,
      a.reason,
      a.requestedBy,
      a.idempotencyKey,
    ],
  );
  return r.rows[0] ? toRecord(r.rows[0]) : null;
}

export async function selectAdjustment(
  sql: Sql,
  by: { id: bigint } | { merchantId: bigint; idempotencyKey: string },
  options: { lock?: boolean } = {},
): Promise<AdjustmentRecord | null> {
  const [where, params] =
    'id' in by
      ? ['id = $1', [by.id]]
      : ['merchant_id = $1 AND idempotency_key = $2', [by.merchantId, by.idempotencyKey]];
  const r = await sql.query<Row>(
    `SELECT * FROM balance_adjustments WHERE ${where}${options.lock ? ' FOR UPDATE' : ''}`,
    params,
  );
  return r.rows[0] ? toRecord(r.rows[0]) : null;
}

export async function markAdjustment(
  sql: Sql,
  id: bigint,
  change: { status: AdjustmentStatus; decidedBy: bigint | null; transferId: bigint | null },
) {
  await sql.query(
    `UPDATE balance_adjustments SET status = $2, decided_by = $3, transfer_id = $4,
            decided_at = CASE WHEN $3::bigint IS NULL THEN NULL ELSE now() END
      WHERE id = $1`,
    [id, change.status, change.decidedBy, change.transferId],
  );
}

export async function selectAdjustments(
  sql: Sql,
  merchantId: bigint,
  status: AdjustmentStatus | null,
) {
  const r = await sql.query<Row>(
    `SELECT * FROM balance_adjustments WHERE merchant_id = $1 AND ($2::text IS NULL OR status = $2)
      ORDER BY created_at DESC, id DESC LIMIT 200`,
    [merchantId, status],
  );
  return r.rows.map(toRecord);
}
