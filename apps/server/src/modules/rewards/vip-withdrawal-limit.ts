import type { Sql } from '../../db/db';

/**
 * The most a member may withdraw per day at their VIP level (the cashier applies the lower of
 * this and the merchant's own daily maximum); null when the level sets no limit.
 */
export async function vipDailyWithdrawalLimit(options: {
  sql: Sql;
  merchantId: bigint;
  memberId: bigint;
}): Promise<bigint | null> {
  const r = await options.sql.query<{ limit_minor: bigint | null }>(
    `SELECT v.daily_withdrawal_limit_minor AS limit_minor
       FROM members m JOIN vip_levels v
         ON v.merchant_id = $1 AND v.level = m.club_rank_level
      WHERE m.id = $2`,
    [options.merchantId, options.memberId],
  );
  return r.rows[0]?.limit_minor ?? null;
}

/**
 * The member's daily withdrawal maximum: the lower of the merchant's and the VIP level's. The
 * withdrawal page's "remaining today" and the request's check both read this, so the page never
 * offers an amount the request would refuse.
 */
export async function dailyWithdrawalMax(options: {
  sql: Sql;
  merchantId: bigint;
  memberId: bigint;
  merchantMaxMinor: bigint;
}): Promise<bigint> {
  const vipMax = await vipDailyWithdrawalLimit(options);
  return vipMax !== null && vipMax < options.merchantMaxMinor ? vipMax : options.merchantMaxMinor;
}
