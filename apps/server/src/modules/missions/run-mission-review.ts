import type { Db } from '../../db/db';
import { takeQueuedReviews } from './progress-store';
import { reviewMemberMissions } from './review-member-missions';

const BATCH = 200;

/**
 * The missions job: reviews every member with activity since their last review (the queue
 * that logins, credited deposits, settled rounds and new friends fill), so a mission completes
 * — reward issued, message sent — even when the member never opens the page. A member taken
 * off the queue whose review fails is queued again by their next activity or page view; the
 * review itself is idempotent.
 */
export async function runMissionReview(deps: { db: Db }, now: Date): Promise<number> {
  let reviewed = 0;
  for (;;) {
    const batch = await deps.db.tx((tx) => takeQueuedReviews(tx, BATCH));
    for (const q of batch) {
      await reviewMemberMissions(
        {
          db: deps.db,
          merchantId: q.merchantId,
          memberId: q.memberId,
          currency: q.currency,
          nowMs: now.getTime(),
        },
        { sinceMs: q.sinceMs },
      );
      reviewed += 1;
    }
    if (batch.length < BATCH) return reviewed;
  }
}
