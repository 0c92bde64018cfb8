/** How a deposit or withdrawal order is looked up: by id, order number or the member's request key. */
export type OrderLookup =
  { id: bigint } | { orderNo: string } | { memberId: bigint; idempotencyKey: string };

/** The WHERE clause and parameters of a lookup on the order table aliased `alias`. */
export function orderWhere(alias: 'd' | 'w', by: OrderLookup): [string, unknown[]] {
  if ('id' in by) return [`${alias}.id = $1`, [by.id]];
  if ('orderNo' in by) return [`${alias}.order_no = $1`, [by.orderNo]];
  return [
    `${alias}.member_id = $1 AND ${alias}.idempotency_key = $2`,
    [by.memberId, by.idempotencyKey],
  ];
}
