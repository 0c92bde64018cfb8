import type { Db } from '../../db/db';
import {
  findReferralRule,
  listPendingFriends,
  markQualified,
  measureFriend,
  merchantsWithPendingReferrals,
  type ReferralRule,
} from './referral-store';

/** Friends measured per pass; the rest wait for the next pass (the job runs every few minutes). */
const BATCH = 500;

/** A friend meets the rule once they have deposited at least X at first and bet at least Y. */
export function meetsRule(
  rule: ReferralRule,
  m: { firstDepositMinor: bigint; turnoverMinor: bigint },
): boolean {
  return (
    m.firstDepositMinor > 0n &&
    m.firstDepositMinor >= rule.minFirstDepositMinor &&
    m.turnoverMinor >= rule.minTurnoverMinor
  );
}

/**
 * Measures pending friends again (from the ledger and the settled rounds, so nothing is
 * counted twice) and marks those who meet the merchant's active rule as qualified, with the
 * rule's reward at that moment. The reward then waits in the referrer's reward centre.
 * Answers how many friends qualified now.
 */
export async function qualifyReferrals(
  db: Db,
  scope: { merchantId: bigint; referrerId?: bigint },
  now: Date,
): Promise<number> {
  const rule = await findReferralRule(db, scope.merchantId);
  if (!rule?.active) return 0;
  const friends = await listPendingFriends(
    db,
    scope.referrerId === undefined
      ? { merchantId: scope.merchantId }
      : { referrerId: scope.referrerId },
    BATCH,
  );
  let qualified = 0;
  for (const friendId of friends) {
    if (!meetsRule(rule, await measureFriend(db, friendId))) continue;
    if (await markQualified(db, { friendId, rewardMinor: rule.rewardMinor, now })) qualified++;
  }
  return qualified;
}

/** The `referral.qualify` job: every merchant with friends still pending. */
export async function runReferralQualification(db: Db, now: Date): Promise<number> {
  let qualified = 0;
  for (const merchantId of await merchantsWithPendingReferrals(db)) {
    qualified += await qualifyReferrals(db, { merchantId }, now);
  }
  return qualified;
}
