import type { Db } from '../../db/db';
import { reviewMemberVip } from './review-member-vip';
import { selectMembersPage } from './vip-store';

const PAGE = 500;

/**
 * The periodic VIP review: every real member's level brought up to date and this month's and
 * today's birthday bonuses issued into the reward centre, for members who do not open a page
 * that reviews them. Idempotent (rewards have a key per member and period), so a run cut
 * short is simply finished by the next one.
 */
export async function runVipReview(deps: { db: Db }, now: Date): Promise<number> {
  let afterId = 0n;
  let reviewed = 0;
  for (;;) {
    const page = await selectMembersPage(deps.db, afterId, PAGE);
    for (const m of page) {
      await reviewMemberVip({
        db: deps.db,
        merchantId: m.merchant_id,
        memberId: m.id,
        currency: m.currency,
        nowMs: now.getTime(),
      });
      reviewed += 1;
    }
    if (page.length < PAGE) return reviewed;
    afterId = page[page.length - 1]!.id;
  }
}
