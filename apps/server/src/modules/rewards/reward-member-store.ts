import type { Sql } from '../../db/db';

/** The member facts rewards read: VIP level (the club rank) and the last rebate claim. */
export async function memberVipLevel(sql: Sql, memberId: bigint): Promise<number> {
  const r = await sql.query<{ club_rank_level: number }>(
    'SELECT club_rank_level FROM members WHERE id = $1',
    [memberId],
  );
  return r.rows[0]?.club_rank_level ?? 0;
}

export async function selectLastRebateClaimAt(sql: Sql, memberId: bigint): Promise<number | null> {
  const r = await sql.query<{ created_at: Date }>(
    `SELECT created_at FROM rebate_claims
      WHERE member_id = $1 AND transfer_id IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
    [memberId],
  );
  return r.rows[0]?.created_at.getTime() ?? null;
}
