import type { Sql } from '../../db/db';

export interface ReferralRule {
  minFirstDepositMinor: bigint;
  minTurnoverMinor: bigint;
  rewardMinor: bigint;
  wageringMultipleBps: number;
  validDays: number;
  active: boolean;
}

export interface Invitation {
  friendId: bigint;
  friendUsername: string;
  status: 'pending' | 'qualified' | 'claimed';
  rewardMinor: bigint | null;
  qualifiedAt: Date | null;
  createdAt: Date;
}

export async function findReferralCode(sql: Sql, memberId: bigint): Promise<string | null> {
  const r = await sql.query<{ code: string }>(
    'SELECT code FROM referral_codes WHERE member_id = $1',
    [memberId],
  );
  return r.rows[0]?.code ?? null;
}

/**
 * Stores the member's code unless they have one; answers the code that holds (theirs when a
 * concurrent ask stored it first), or null when `code` is taken by another member.
 */
export async function insertReferralCode(
  sql: Sql,
  p: { merchantId: bigint; memberId: bigint; code: string },
): Promise<string | null> {
  const r = await sql.query<{ code: string }>(
    `INSERT INTO referral_codes (member_id, merchant_id, code) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING code`,
    [p.memberId, p.merchantId, p.code],
  );
  return r.rows[0]?.code ?? findReferralCode(sql, p.memberId);
}

/** The member who owns a code (any case) and their own upline, active real members only. */
export async function findReferrerByCode(
  sql: Sql,
  merchantId: bigint,
  code: string,
): Promise<{ memberId: bigint; uplineId: bigint | null; code: string } | null> {
  const r = await sql.query<{ member_id: bigint; upline_id: bigint | null; code: string }>(
    `SELECT c.member_id, m.upline_id, c.code FROM referral_codes c
       JOIN members m ON m.id = c.member_id
      WHERE c.merchant_id = $1 AND c.code = upper($2) AND m.status = 'active' AND m.type <> 4`,
    [merchantId, code],
  );
  const row = r.rows[0];
  return row ? { memberId: row.member_id, uplineId: row.upline_id, code: row.code } : null;
}

export async function insertReferral(
  sql: Sql,
  p: { merchantId: bigint; friendId: bigint; referrerId: bigint; code: string },
): Promise<void> {
  await sql.query(
    `INSERT INTO member_referrals (friend_id, merchant_id, referrer_id, code)
     VALUES ($1, $2, $3, $4) ON CONFLICT (friend_id) DO NOTHING`,
    [p.friendId, p.merchantId, p.referrerId, p.code],
  );
}

interface RuleRow {
  min_first_deposit_minor: bigint;
  min_turnover_minor: bigint;
  reward_minor: bigint;
  wagering_multiple_bps: number;
  valid_days: number;
  active: boolean;
}

export async function findReferralRule(sql: Sql, merchantId: bigint): Promise<ReferralRule | null> {
  const r = await sql.query<RuleRow>('SELECT * FROM referral_rules WHERE merchant_id = $1', [
    merchantId,
  ]);
  const row = r.rows[0];
  return row
    ? {
        minFirstDepositMinor: row.min_first_deposit_minor,
        minTurnoverMinor: row.min_turnover_minor,
        rewardMinor: row.reward_minor,
        wageringMultipleBps: row.wagering_multiple_bps,
        validDays: row.valid_days,
        active: row.active,
      }
    : null;
}

export async function upsertReferralRule(
  sql: Sql,
  merchantId: bigint,
  rule: ReferralRule,
): Promise<void> {
  await sql.query(
    `INSERT INTO referral_rules (merchant_id, min_first_deposit_minor, min_turnover_minor,
                                 reward_minor, wagering_multiple_bps, valid_days, active)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (merchant_id) DO UPDATE SET
       min_first_deposit_minor = EXCLUDED.min_first_deposit_minor,
       min_turnover_minor = EXCLUDED.min_turnover_minor, reward_minor = EXCLUDED.reward_minor,
       wagering_multiple_bps = EXCLUDED.wagering_multiple_bps,
       valid_days = EXCLUDED.valid_days, active = EXCLUDED.active, updated_at = now()`,
    [
      merchantId,
      rule.minFirstDepositMinor,
      rule.minTurnoverMinor,
      rule.rewardMinor,
      rule.wageringMultipleBps,
      rule.validDays,
      rule.active,
    ],
  );
}

export async function countReferrals(
  sql: Sql,
  referrerId: bigint,
): Promise<{ total: number; qualified: number; rewardMinor: bigint }> {
  const r = await sql.query<{ total: bigint; qualified: bigint; reward: bigint }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE status <> 'pending') AS qualified,
            COALESCE(sum(reward_minor), 0)::bigint AS reward
       FROM member_referrals WHERE referrer_id = $1`,
    [referrerId],
  );
  const row = r.rows[0]!;
  return { total: Number(row.total), qualified: Number(row.qualified), rewardMinor: row.reward };
}

export async function listReferrals(
  sql: Sql,
  referrerId: bigint,
  page: { limit: number; offset: number },
): Promise<Invitation[]> {
  const r = await sql.query<{
    friend_id: bigint;
    username: string;
    status: 'pending' | 'qualified' | 'claimed';
    reward_minor: bigint | null;
    qualified_at: Date | null;
    created_at: Date;
  }>(
    `SELECT r.friend_id, m.username, r.status, r.reward_minor, r.qualified_at, r.created_at
       FROM member_referrals r JOIN members m ON m.id = r.friend_id
      WHERE r.referrer_id = $1
      ORDER BY r.created_at DESC, r.friend_id DESC LIMIT $2 OFFSET $3`,
    [referrerId, page.limit, page.offset],
  );
  return r.rows.map((x) => ({
    friendId: x.friend_id,
    friendUsername: x.username,
    status: x.status,
    rewardMinor: x.reward_minor,
    qualifiedAt: x.qualified_at,
    createdAt: x.created_at,
  }));
}

/** Friends still waiting to qualify: of one referrer, or of the whole merchant (the job). */
export async function listPendingFriends(
  sql: Sql,
  scope: { referrerId: bigint } | { merchantId: bigint },
  limit: number,
): Promise<bigint[]> {
  const byReferrer = 'referrerId' in scope;
  const r = await sql.query<{ friend_id: bigint }>(
    `SELECT friend_id FROM member_referrals
      WHERE ${byReferrer ? 'referrer_id' : 'merchant_id'} = $1 AND status = 'pending'
      ORDER BY friend_id LIMIT $2`,
    [byReferrer ? scope.referrerId : scope.merchantId, limit],
  );
  return r.rows.map((x) => x.friend_id);
}

/**
 * What the rule measures of a friend: the first deposit (the earliest DEPOSIT transfer into
 * the friend's accounts) and the valid bets of settled rounds since the friend joined.
 */
export async function measureFriend(
  sql: Sql,
  friendId: bigint,
): Promise<{ firstDepositMinor: bigint; turnoverMinor: bigint }> {
  const r = await sql.query<{ first_deposit: bigint | null; turnover: bigint }>(
    `SELECT
       (SELECT t.amount_minor FROM ledger_transfers t
          JOIN ledger_accounts a ON a.id = t.credit_account_id
         WHERE a.member_id = $1 AND t.code = 'DEPOSIT'
         ORDER BY t.created_at, t.id LIMIT 1) AS first_deposit,
       (SELECT COALESCE(sum(stake_minor - refund_minor), 0)::bigint FROM bet_rounds
         WHERE member_id = $1 AND status = 'settled') AS turnover`,
    [friendId],
  );
  const row = r.rows[0]!;
  return { firstDepositMinor: row.first_deposit ?? 0n, turnoverMinor: row.turnover };
}

/**
 * Marks a pending friend qualified with the rule's reward (once: a friend already qualified
 * keeps the reward it got). Answers whether this call qualified it.
 */
export async function markQualified(
  sql: Sql,
  p: { friendId: bigint; rewardMinor: bigint; now: Date },
): Promise<boolean> {
  const r = await sql.query(
    `UPDATE member_referrals SET status = 'qualified', reward_minor = $2, qualified_at = $3
      WHERE friend_id = $1 AND status = 'pending'`,
    [p.friendId, p.rewardMinor, p.now],
  );
  return (r.rowCount ?? 0) > 0;
}

export interface ClaimableReferral {
  friendId: bigint;
  friendUsername: string;
  rewardMinor: bigint;
  qualifiedAt: Date;
}

export async function listClaimableReferrals(
  sql: Sql,
  referrerId: bigint,
): Promise<ClaimableReferral[]> {
  const r = await sql.query<{
    friend_id: bigint;
    username: string;
    reward_minor: bigint;
    qualified_at: Date;
  }>(
    `SELECT r.friend_id, m.username, r.reward_minor, r.qualified_at
       FROM member_referrals r JOIN members m ON m.id = r.friend_id
      WHERE r.referrer_id = $1 AND r.status = 'qualified' ORDER BY r.qualified_at, r.friend_id`,
    [referrerId],
  );
  return r.rows.map((x) => ({
    friendId: x.friend_id,
    friendUsername: x.username,
    rewardMinor: x.reward_minor,
    qualifiedAt: x.qualified_at,
  }));
}

/**
 * Locks the referrer's friend row. A concurrent claim waits here and then sees `claimed`.
 * Null when the friend is not the referrer's.
 */
export async function lockReferral(
  tx: Sql,
  referrerId: bigint,
  friendId: bigint,
): Promise<{ status: 'pending' | 'qualified' | 'claimed'; rewardMinor: bigint | null } | null> {
  const r = await tx.query<{
    status: 'pending' | 'qualified' | 'claimed';
    reward_minor: bigint | null;
  }>(
    `SELECT status, reward_minor FROM member_referrals
      WHERE friend_id = $1 AND referrer_id = $2 FOR UPDATE`,
    [friendId, referrerId],
  );
  const row = r.rows[0];
  return row ? { status: row.status, rewardMinor: row.reward_minor } : null;
}

export async function markClaimed(
  tx: Sql,
  p: { friendId: bigint; bonusId: bigint; now: Date },
): Promise<void> {
  await tx.query(
    `UPDATE member_referrals SET status = 'claimed', bonus_id = $2, claimed_at = $3
      WHERE friend_id = $1`,
    [p.friendId, p.bonusId, p.now],
  );
}

export async function merchantsWithPendingReferrals(sql: Sql): Promise<bigint[]> {
  const r = await sql.query<{ merchant_id: bigint }>(
    `SELECT DISTINCT merchant_id FROM member_referrals WHERE status = 'pending'`,
  );
  return r.rows.map((x) => x.merchant_id);
}
