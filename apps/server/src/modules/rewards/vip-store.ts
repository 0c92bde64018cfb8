import type { Sql } from '../../db/db';

export interface VipLevel {
  level: number;
  name: string;
  minValidBetMinor: bigint;
  minDepositMinor: bigint;
  upgradeBonusMinor: bigint;
  monthlyBonusMinor: bigint;
  birthdayBonusMinor: bigint;
  dailyWithdrawalLimitMinor: bigint | null;
}

interface VipLevelRow {
  level: number;
  name: string;
  min_valid_bet_minor: bigint;
  min_deposit_minor: bigint;
  upgrade_bonus_minor: bigint;
  monthly_bonus_minor: bigint;
  birthday_bonus_minor: bigint;
  daily_withdrawal_limit_minor: bigint | null;
}

const toLevel = (r: VipLevelRow): VipLevel => ({
  level: r.level,
  name: r.name,
  minValidBetMinor: r.min_valid_bet_minor,
  minDepositMinor: r.min_deposit_minor,
  upgradeBonusMinor: r.upgrade_bonus_minor,
  monthlyBonusMinor: r.monthly_bonus_minor,
  birthdayBonusMinor: r.birthday_bonus_minor,
  dailyWithdrawalLimitMinor: r.daily_withdrawal_limit_minor,
});

export async function listVipLevels(sql: Sql, merchantId: bigint): Promise<VipLevel[]> {
  const r = await sql.query<VipLevelRow>(
    'SELECT * FROM vip_levels WHERE merchant_id = $1 ORDER BY level',
    [merchantId],
  );
  return r.rows.map(toLevel);
}

/** Replaces one level; answers the level as it was (null when new) for the audit log. */
export async function upsertVipLevel(
  tx: Sql,
  merchantId: bigint,
  v: VipLevel,
): Promise<VipLevel | null> {
  const before = await tx.query<VipLevelRow>(
    'SELECT * FROM vip_levels WHERE merchant_id = $1 AND level = $2 FOR UPDATE',
    [merchantId, v.level],
  );
  await tx.query(
    `INSERT INTO vip_levels (merchant_id, level, name, min_valid_bet_minor, min_deposit_minor,
                             upgrade_bonus_minor, monthly_bonus_minor, birthday_bonus_minor,
                             daily_withdrawal_limit_minor)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (merchant_id, level) DO UPDATE SET
       name = EXCLUDED.name, min_valid_bet_minor = EXCLUDED.min_valid_bet_minor,
       min_deposit_minor = EXCLUDED.min_deposit_minor,
       upgrade_bonus_minor = EXCLUDED.upgrade_bonus_minor,
       monthly_bonus_minor = EXCLUDED.monthly_bonus_minor,
       birthday_bonus_minor = EXCLUDED.birthday_bonus_minor,
       daily_withdrawal_limit_minor = EXCLUDED.daily_withdrawal_limit_minor,
       updated_at = now()`,
    [
      merchantId,
      v.level,
      v.name,
      v.minValidBetMinor,
      v.minDepositMinor,
      v.upgradeBonusMinor,
      v.monthlyBonusMinor,
      v.birthdayBonusMinor,
      v.dailyWithdrawalLimitMinor,
    ],
  );
  return before.rows[0] ? toLevel(before.rows[0]) : null;
}

/** Lifetime valid bets of a member: settled stakes less refunds. */
export async function selectLifetimeValidBets(sql: Sql, memberId: bigint): Promise<bigint> {
  const r = await sql.query<{ valid_bet_minor: bigint }>(
    `SELECT COALESCE(sum(stake_minor - refund_minor), 0)::bigint AS valid_bet_minor
       FROM bet_rounds WHERE member_id = $1 AND status = 'settled'`,
    [memberId],
  );
  return r.rows[0]!.valid_bet_minor;
}

export interface MemberVipRow {
  level: number;
  birthDate: string | null;
  type: number;
}

/** Locks the member for a VIP review (queued with their reward claims). */
export async function lockMemberVip(tx: Sql, memberId: bigint): Promise<MemberVipRow | null> {
  const r = await tx.query<{ club_rank_level: number; birth: string | null; type: number }>(
    `SELECT club_rank_level, to_char(birth_date, 'MM-DD') AS birth, type
       FROM members WHERE id = $1 FOR NO KEY UPDATE`,
    [memberId],
  );
  const row = r.rows[0];
  return row ? { level: row.club_rank_level, birthDate: row.birth, type: row.type } : null;
}

export async function setMemberRank(tx: Sql, memberId: bigint, level: number, name: string) {
  await tx.query('UPDATE members SET club_rank_level = $2, club_label_name = $3 WHERE id = $1', [
    memberId,
    level,
    name,
  ]);
}

/** Real members of every merchant after `afterId`, for the periodic review. */
export async function selectMembersPage(sql: Sql, afterId: bigint, limit: number) {
  const r = await sql.query<{ id: bigint; merchant_id: bigint; currency: string }>(
    `SELECT m.id, m.merchant_id, c.currency FROM members m JOIN merchants c ON c.id = m.merchant_id
      WHERE m.id > $1 AND m.type <> 4 AND m.status = 'active' ORDER BY m.id LIMIT $2`,
    [afterId, limit],
  );
  return r.rows;
}
