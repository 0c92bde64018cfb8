import type { Sql } from '../../db/db';

export interface ProgressKey {
  memberId: bigint;
  missionId: bigint;
  periodKey: string;
}

/** Records what a review measured (the latest measurement wins; completion is kept). */
export async function saveProgress(
  tx: Sql,
  k: ProgressKey & { merchantId: bigint; periodStartMs: number; progress: bigint },
): Promise<void> {
  await tx.query(
    `INSERT INTO mission_progress (member_id, mission_id, period_key, merchant_id, period_start,
                                   progress)
     VALUES ($1, $2, $3, $4, to_timestamp($5::double precision / 1000), $6)
     ON CONFLICT (member_id, mission_id, period_key)
     DO UPDATE SET progress = EXCLUDED.progress, updated_at = now()
      WHERE mission_progress.progress <> EXCLUDED.progress`,
    [k.memberId, k.missionId, k.periodKey, k.merchantId, k.periodStartMs, k.progress],
  );
}

/**
 * Marks the mission done for the period, once: of any number of concurrent reviews exactly
 * one sees `true` (the row lock makes the others re-check `completed_at` and match nothing),
 * and only that one issues the reward and the message.
 */
export async function completeOnce(
  tx: Sql,
  k: ProgressKey & { rewardMinor: bigint },
): Promise<boolean> {
  const r = await tx.query(
    `UPDATE mission_progress SET completed_at = now(), reward_minor = $4
      WHERE member_id = $1 AND mission_id = $2 AND period_key = $3 AND completed_at IS NULL`,
    [k.memberId, k.missionId, k.periodKey, k.rewardMinor],
  );
  return (r.rowCount ?? 0) > 0;
}

/** The reward-centre rows of these reward keys: id and whether claimed. */
export async function rewardsByKey(
  sql: Sql,
  memberId: bigint,
  keys: string[],
): Promise<Map<string, { id: bigint; claimed: boolean }>> {
  if (keys.length === 0) return new Map();
  const r = await sql.query<{ id: bigint; reward_key: string; status: string }>(
    `SELECT id, reward_key, status FROM member_rewards
      WHERE member_id = $1 AND reward_key = ANY($2::text[])`,
    [memberId, keys],
  );
  return new Map(r.rows.map((x) => [x.reward_key, { id: x.id, claimed: x.status === 'claimed' }]));
}

/** Queues a member for the missions job (their activity may have moved a mission). */
export async function queueReview(sql: Sql, memberId: bigint): Promise<void> {
  await sql.query(
    `INSERT INTO mission_review_queue (member_id, since) VALUES ($1, now())
     ON CONFLICT (member_id) DO NOTHING`,
    [memberId],
  );
}

export interface QueuedReview {
  memberId: bigint;
  merchantId: bigint;
  currency: string;
  sinceMs: number;
}

/**
 * Takes a batch off the queue (deleted in the same statement; SKIP LOCKED lets two runs share
 * the work). A member who turns out to be a trial account is dropped: trials have no missions.
 */
export async function takeQueuedReviews(tx: Sql, limit: number): Promise<QueuedReview[]> {
  const r = await tx.query<{
    member_id: bigint;
    merchant_id: bigint;
    currency: string;
    since_ms: string;
    type: number;
  }>(
    `WITH taken AS (
       DELETE FROM mission_review_queue WHERE member_id IN (
         SELECT member_id FROM mission_review_queue ORDER BY since LIMIT $1
            FOR UPDATE SKIP LOCKED)
       RETURNING member_id, since)
     SELECT t.member_id, m.merchant_id, mc.currency, m.type,
            (extract(epoch FROM t.since) * 1000)::bigint::text AS since_ms
       FROM taken t JOIN members m ON m.id = t.member_id
       JOIN merchants mc ON mc.id = m.merchant_id`,
    [limit],
  );
  return r.rows
    .filter((x) => x.type !== 4)
    .map((x) => ({
      memberId: x.member_id,
      merchantId: x.merchant_id,
      currency: x.currency,
      sinceMs: Number(x.since_ms),
    }));
}
