import type { Sql } from '../../db/db';

export type RewardSource = 'vip_upgrade' | 'vip_monthly' | 'vip_birthday' | 'mission' | 'referral';

export interface MemberReward {
  id: bigint;
  merchantId: bigint;
  memberId: bigint;
  source: RewardSource;
  rewardKey: string;
  amountMinor: bigint;
  currency: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

interface RewardRow {
  id: bigint;
  merchant_id: bigint;
  member_id: bigint;
  source: RewardSource;
  reward_key: string;
  amount_minor: bigint;
  currency: string;
  details: Record<string, unknown>;
  created_at: Date;
}

const toReward = (r: RewardRow): MemberReward => ({
  id: r.id,
  merchantId: r.merchant_id,
  memberId: r.member_id,
  source: r.source,
  rewardKey: r.reward_key,
  amountMinor: r.amount_minor,
  currency: r.currency,
  details: r.details,
  createdAt: r.created_at,
});

/** Issues a reward once per member and key; issuing again changes nothing. */
export async function issueReward(
  sql: Sql,
  r: Omit<MemberReward, 'id' | 'createdAt'>,
): Promise<void> {
  await sql.query(
    `INSERT INTO member_rewards (merchant_id, member_id, source, reward_key, amount_minor,
                                 currency, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (member_id, reward_key) DO NOTHING`,
    [
      r.merchantId,
      r.memberId,
      r.source,
      r.rewardKey,
      r.amountMinor,
      r.currency,
      JSON.stringify(r.details),
    ],
  );
}

export async function listClaimableRewards(sql: Sql, memberId: bigint): Promise<MemberReward[]> {
  const r = await sql.query<RewardRow>(
    `SELECT * FROM member_rewards WHERE member_id = $1 AND status = 'claimable'
      ORDER BY created_at, id`,
    [memberId],
  );
  return r.rows.map(toReward);
}

/**
 * Locks a claimable reward of the member. A concurrent claim waits here, then finds the row
 * claimed and answers null.
 */
export async function lockClaimableReward(
  tx: Sql,
  memberId: bigint,
  id: bigint,
): Promise<MemberReward | null> {
  const r = await tx.query<RewardRow>(
    `SELECT * FROM member_rewards WHERE id = $1 AND member_id = $2 AND status = 'claimable'
       FOR UPDATE`,
    [id, memberId],
  );
  return r.rows[0] ? toReward(r.rows[0]) : null;
}

export async function rewardExists(sql: Sql, memberId: bigint, id: bigint): Promise<boolean> {
  const r = await sql.query('SELECT 1 FROM member_rewards WHERE id = $1 AND member_id = $2', [
    id,
    memberId,
  ]);
  return r.rows.length > 0;
}

export async function markRewardClaimed(tx: Sql, id: bigint, transferId: bigint): Promise<void> {
  await tx.query(
    `UPDATE member_rewards SET status = 'claimed', transfer_id = $2, claimed_at = now()
      WHERE id = $1`,
    [id, transferId],
  );
}
