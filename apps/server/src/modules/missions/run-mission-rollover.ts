import type { Db } from '../../db/db';
import { previousPeriod } from './mission-periods';
import { reviewMemberMissions } from './review-member-missions';

/**
 * The period rollover (daily at 00:00 UTC): every member with an unfinished mission in the day
 * that just ended — or the week, on Mondays — is measured once more against that period, so
 * nothing finished in its last minutes is lost even if the activity queue missed it. Then the
 * period is closed: its leaderboard is final (get-mission-leaderboard reads `previous`).
 * Idempotent like every review.
 */
export async function runMissionRollover(deps: { db: Db }, now: Date): Promise<number> {
  const day = previousPeriod('daily', now.getTime());
  const week = previousPeriod('weekly', now.getTime());
  const r = await deps.db.query<{ member_id: bigint; merchant_id: bigint; currency: string }>(
    `SELECT DISTINCT p.member_id, p.merchant_id, mc.currency
       FROM mission_progress p JOIN merchants mc ON mc.id = p.merchant_id
      WHERE p.completed_at IS NULL AND p.period_key = ANY($1::text[])`,
    [[day.key, week.key]],
  );
  for (const row of r.rows) {
    await reviewMemberMissions(
      {
        db: deps.db,
        merchantId: row.merchant_id,
        memberId: row.member_id,
        currency: row.currency,
        nowMs: now.getTime(),
      },
      { sinceMs: day.startsAt },
    );
  }
  return r.rows.length;
}
