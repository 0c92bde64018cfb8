import type { GoodsKind } from '@wl/contract/points/points-views';
import type { Sql } from '../../db/db';

export type OrderStatus = 'applying' | 'passed' | 'rejected';

export interface PointsOrder {
  id: bigint;
  merchantId: bigint;
  memberId: bigint;
  username: string;
  goodsId: bigint;
  goodsName: string;
  goodsKind: GoodsKind;
  points: bigint;
  holdId: bigint;
  status: OrderStatus;
  recipient: string;
  address: string;
  phone: string;
  reason: string;
  createdAt: Date;
  decidedAt: Date | null;
}

interface OrderRow {
  id: bigint;
  merchant_id: bigint;
  member_id: bigint;
  username: string;
  goods_id: bigint;
  goods_name: string;
  goods_kind: PointsOrder['goodsKind'];
  points: bigint;
  hold_id: bigint;
  status: OrderStatus;
  recipient: string;
  address: string;
  phone: string;
  reason: string;
  created_at: Date;
  decided_at: Date | null;
}

const toOrder = (r: OrderRow): PointsOrder => ({
  id: r.id,
  merchantId: r.merchant_id,
  memberId: r.member_id,
  username: r.username,
  goodsId: r.goods_id,
  goodsName: r.goods_name,
  goodsKind: r.goods_kind,
  points: r.points,
  holdId: r.hold_id,
  status: r.status,
  recipient: r.recipient,
  address: r.address,
  phone: r.phone,
  reason: r.reason,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
});

const SELECT_ORDER = `SELECT o.id, o.merchant_id, o.member_id, m.username, o.goods_id,
    g.name AS goods_name, g.kind AS goods_kind, o.points, o.hold_id, o.status, o.recipient,
    o.address, o.phone, o.reason, o.created_at, o.decided_at
  FROM points_orders o JOIN points_goods g ON g.id = o.goods_id JOIN members m ON m.id = o.member_id`;

export interface NewOrder {
  merchantId: bigint;
  memberId: bigint;
  goodsId: bigint;
  points: bigint;
  holdId: bigint;
  recipient: string;
  address: string;
  phone: string;
  requestKey: string;
}

export async function insertOrder(sql: Sql, o: NewOrder): Promise<bigint> {
  const r = await sql.query<{ id: bigint }>(
    `INSERT INTO points_orders (merchant_id, member_id, goods_id, points, hold_id, recipient,
       address, phone, request_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      o.merchantId,
      o.memberId,
      o.goodsId,
      o.points,
      o.holdId,
      o.recipient,
      o.address,
      o.phone,
      o.requestKey,
    ],
  );
  return r.rows[0]!.id;
}

export async function findOrderByKey(sql: Sql, requestKey: string): Promise<PointsOrder | null> {
  const r = await sql.query<OrderRow>(`${SELECT_ORDER} WHERE o.request_key = $1`, [requestKey]);
  return r.rows[0] ? toOrder(r.rows[0]) : null;
}

export async function findOrder(sql: Sql, merchantId: bigint, id: bigint) {
  const r = await sql.query<OrderRow>(`${SELECT_ORDER} WHERE o.merchant_id = $1 AND o.id = $2`, [
    merchantId,
    id,
  ]);
  return r.rows[0] ? toOrder(r.rows[0]) : null;
}

/** Locks an undecided order for its review; null when missing or already decided. */
export async function lockApplyingOrder(sql: Sql, merchantId: bigint, id: bigint) {
  const r = await sql.query<{ id: bigint }>(
    `SELECT id FROM points_orders WHERE merchant_id = $1 AND id = $2 AND status = 'applying'
        FOR UPDATE`,
    [merchantId, id],
  );
  return r.rows[0] ? findOrder(sql, merchantId, id) : null;
}

export async function decideOrder(
  sql: Sql,
  o: { id: bigint; status: 'passed' | 'rejected'; reason: string; operatorId: bigint; at: Date },
) {
  await sql.query(
    `UPDATE points_orders SET status = $2, reason = $3, decided_by = $4, decided_at = $5
      WHERE id = $1 AND status = 'applying'`,
    [o.id, o.status, o.reason, o.operatorId, o.at],
  );
}

export async function listOrders(
  sql: Sql,
  filter: {
    merchantId: bigint;
    memberId?: bigint;
    status?: OrderStatus;
    limit: number;
    offset: number;
  },
): Promise<{ list: PointsOrder[]; total: number }> {
  const where = `WHERE o.merchant_id = $1 AND ($2::bigint IS NULL OR o.member_id = $2)
    AND ($3::text IS NULL OR o.status = $3)`;
  const args = [filter.merchantId, filter.memberId ?? null, filter.status ?? null];
  const [rows, count] = await Promise.all([
    sql.query<OrderRow>(
      `${SELECT_ORDER} ${where} ORDER BY o.created_at DESC, o.id DESC
      LIMIT $4 OFFSET $5`,
      [...args, filter.limit, filter.offset],
    ),
    sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM points_orders o ${where}`, args),
  ]);
  return { list: rows.rows.map(toOrder), total: count.rows[0]?.n ?? 0 };
}
