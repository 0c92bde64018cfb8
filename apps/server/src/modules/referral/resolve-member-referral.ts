import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { Merchant } from '../merchants/merchant';
import { noteMissionActivity } from '../missions/note-mission-activity';
import { referralEnabled } from './referral-enabled';
import { findReferrerByCode, insertReferral } from './referral-store';

export interface MemberReferral {
  /** The code as stored (codes are matched in any case). */
  code: string;
  /** Where the friend goes in the agent tree: under the referrer's own upline (ADR 0019). */
  uplineId: bigint | null;
  /** Records the friend against the referrer, in the registration's transaction. */
  record(tx: Sql, friendId: bigint): Promise<void>;
}

/**
 * Registration's fallback for a code that is not an agent's: a member's referral code. The
 * agent tree stays the agents' — the friend is placed under the referrer's upline and the
 * member-to-member link lives in `member_referrals`. An unknown code, or any code while the
 * merchant's invite-friends switch is off, is `invitation_code_error` as before.
 */
export async function resolveMemberReferral(options: {
  sql: Sql;
  merchant: Merchant;
  code: string;
}): Promise<MemberReferral> {
  const { merchant } = options;
  const referrer = referralEnabled(merchant)
    ? await findReferrerByCode(options.sql, merchant.id, options.code)
    : null;
  if (!referrer) throw new AppError('invitation_code_error');
  return {
    code: referrer.code,
    uplineId: referrer.uplineId,
    async record(tx, friendId) {
      await insertReferral(tx, {
        merchantId: merchant.id,
        friendId,
        referrerId: referrer.memberId,
        code: referrer.code,
      });
      // An invited friend counts toward the referrer's invite missions.
      await noteMissionActivity(tx, referrer.memberId);
    },
  };
}
