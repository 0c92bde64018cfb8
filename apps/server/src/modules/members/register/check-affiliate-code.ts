import type { Sql } from '../../../db/db';
import { resolveAgentInvite } from '../../agent-invites/resolve-agent-invite';
import type { Merchant } from '../../merchants/merchant';
import { resolveMemberReferral } from '../../referral/resolve-member-referral';

/**
 * An invitation code is valid when it is an active code of an active agent of the merchant
 * (ADR 0026), or else when it is a member's invite-friends code (ADR 0019): registration
 * accepts both.
 */
export async function checkAffiliateCode(options: {
  sql: Sql;
  merchant: Merchant;
  code: string;
}): Promise<{ code: string; valid: true }> {
  const invite = await resolveAgentInvite(options.sql, options.merchant.id, options.code);
  if (invite) return { code: invite.code, valid: true };
  const referral = await resolveMemberReferral(options);
  return { code: referral.code, valid: true };
}
