import type { Sql } from '../../../db/db';
import type { Merchant } from '../../merchants/merchant';
import { resolveMemberReferral } from '../../referral/resolve-member-referral';
import { findMember } from '../find-member';

/**
 * An invitation code is valid when an active agent of the merchant owns it, or else when it is
 * a member's invite-friends code (ADR 0019): registration accepts both.
 */
export async function checkAffiliateCode(options: {
  sql: Sql;
  merchant: Merchant;
  code: string;
}): Promise<{ code: string; valid: true }> {
  const agent = await findMember({
    sql: options.sql,
    merchantId: options.merchant.id,
    by: { affiliateCode: options.code },
  });
  if (agent?.affiliateCode) return { code: agent.affiliateCode, valid: true };
  const referral = await resolveMemberReferral(options);
  return { code: referral.code, valid: true };
}
