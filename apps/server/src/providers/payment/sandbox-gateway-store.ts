import type { Sql } from '../../db/db';

export interface SandboxOrder {
  id: string;
  orderNo: string;
  amountMinor: bigint;
  currency: string;
  callbackUrl: string;
  returnUrl: string;
  secret: string;
  status: 'open' | 'paid' | 'failed';
}

interface Row {
  id: string;
  order_no: string;
  amount_minor: bigint;
  currency: string;
  callback_url: string;
  return_url: string;
  secret: string;
  status: SandboxOrder['status'];
}

const toOrder = (r: Row): SandboxOrder => ({
  id: r.id,
  orderNo: r.order_no,
  amountMinor: r.amount_minor,
  currency: r.currency,
  callbackUrl: r.callback_url,
  returnUrl: r.return_url,
  secret: r.secret,
  status: r.status,
});

/** Opens the order once per merchant order number; a retry gets the same order back. */
export async function upsertSandboxOrder(
  sql: Sql,
  o: Omit<SandboxOrder, 'status'>,
): Promise<SandboxOrder> {
  await sql.query(
    `INSERT INTO sandbox_gateway_orders (id, order_no, amount_minor, currency, callback_url, return_url, secret)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (order_no) DO NOTHING`,
    [o.id, o.orderNo, o.amountMinor, o.currency, o.callbackUrl, o.returnUrl, o.secret],
  );
  const r = await sql.query<Row>('SELECT * FROM sandbox_gateway_orders WHERE order_no = $1', [
    o.orderNo,
  ]);
  return toOrder(r.rows[0]!);
}

export async function findSandboxOrder(sql: Sql, id: string): Promise<SandboxOrder | null> {
  const r = await sql.query<Row>('SELECT * FROM sandbox_gateway_orders WHERE id = $1', [id]);
  return r.rows[0] ? toOrder(r.rows[0]) : null;
}

/** The payer's decision; an order is decided once, like a real payment. */
export async function decideSandboxOrder(
  sql: Sql,
  id: string,
  status: 'paid' | 'failed',
): Promise<SandboxOrder | null> {
  const r = await sql.query<Row>(
    `UPDATE sandbox_gateway_orders SET status = $2, updated_at = now()
      WHERE id = $1 AND status = 'open' RETURNING *`,
    [id, status],
  );
  return r.rows[0] ? toOrder(r.rows[0]) : null;
}
