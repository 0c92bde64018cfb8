import type { Sql } from '../../db/db';
import type { FreeSpinTerms } from './points-store';

/** SQL of points_free_spin_grants (migration 0803): the free spins an order sends the house. */
export interface FreeSpinGrant extends FreeSpinTerms {
  orderId: bigint;
  merchantId: bigint;
  memberId: bigint;
  grantRef: string;
  grantedAt: Date | null;
}

interface GrantRow {
  order_id: bigint;
  merchant_id: bigint;
  member_id: bigint;
  grant_ref: string;
  game_code: string;
  spins: number;
  bet_minor: bigint;
  granted_at: Date | null;
}

const toGrant = (r: GrantRow): FreeSpinGrant => ({
  orderId: r.order_id,
  merchantId: r.merchant_id,
  memberId: r.member_id,
  grantRef: r.grant_ref,
  gameCode: r.game_code,
  spins: r.spins,
  betMinor: r.bet_minor,
  grantedAt: r.granted_at,
});

/** The house's idempotency key of an order's grant. */
export const grantRefOf = (orderId: bigint) => `pts-${orderId}`;

/** Records the grant an order sends (once: a second pass keeps the first terms) and answers it. */
export async function claimFreeSpinGrant(
  sql: Sql,
  g: { orderId: bigint; merchantId: bigint; memberId: bigint; terms: FreeSpinTerms },
): Promise<FreeSpinGrant> {
  await sql.query(
    `INSERT INTO points_free_spin_grants (order_id, merchant_id, member_id, grant_ref, game_code,
       spins, bet_minor)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (order_id) DO NOTHING`,
    [
      g.orderId,
      g.merchantId,
      g.memberId,
      grantRefOf(g.orderId),
      g.terms.gameCode,
      g.terms.spins,
      g.terms.betMinor,
    ],
  );
  return (await findFreeSpinGrant(sql, g.orderId))!;
}

export async function findFreeSpinGrant(sql: Sql, orderId: bigint) {
  const r = await sql.query<GrantRow>(`SELECT * FROM points_free_spin_grants WHERE order_id = $1`, [
    orderId,
  ]);
  return r.rows[0] ? toGrant(r.rows[0]) : null;
}

/** The grant a free spin's credit names, for the seamless wallet's check. */
export async function findFreeSpinGrantByRef(sql: Sql, grantRef: string) {
  const r = await sql.query<GrantRow>(
    `SELECT * FROM points_free_spin_grants WHERE grant_ref = $1`,
    [grantRef],
  );
  return r.rows[0] ? toGrant(r.rows[0]) : null;
}

/** Forgets a grant the house refused (it holds nothing), so the order may be rejected. */
export async function dropUngrantedFreeSpins(sql: Sql, orderId: bigint) {
  await sql.query(
    `DELETE FROM points_free_spin_grants WHERE order_id = $1 AND granted_at IS NULL`,
    [orderId],
  );
}

export async function markFreeSpinsGranted(sql: Sql, orderId: bigint, at: Date) {
  await sql.query(
    `UPDATE points_free_spin_grants SET granted_at = $2 WHERE order_id = $1 AND granted_at IS NULL`,
    [orderId, at],
  );
}
