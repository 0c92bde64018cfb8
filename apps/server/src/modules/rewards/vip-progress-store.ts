import type { Sql } from '../../db/db';

/**
 * VIP progress that is not a settled round (migration 0804): valid-bet progress bought with
 * points. Append-only, once per source, counted by the VIP review beside the rounds.
 */
export async function addVipProgress(
  tx: Sql,
  a: {
    merchantId: bigint;
    memberId: bigint;
    validBetMinor: bigint;
    source: 'points_order';
    sourceRef: string;
  },
): Promise<boolean> {
  const r = await tx.query(
    `INSERT INTO vip_progress_adjustments (merchant_id, member_id, valid_bet_minor, source,
       source_ref)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (source, source_ref) DO NOTHING`,
    [a.merchantId, a.memberId, a.validBetMinor, a.source, a.sourceRef],
  );
  return r.rowCount > 0;
}

/** The member's valid-bet progress from adjustments. */
export async function selectVipProgressAdded(sql: Sql, memberId: bigint): Promise<bigint> {
  const r = await sql.query<{ s: bigint }>(
    `SELECT COALESCE(sum(valid_bet_minor), 0)::bigint AS s FROM vip_progress_adjustments
      WHERE member_id = $1`,
    [memberId],
  );
  return r.rows[0]!.s;
}
