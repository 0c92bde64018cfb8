import type { Sql } from '../../../db/db';
import { AppError } from '../../../http/app-error';
import { resolveAgentInvite } from '../../agent-invites/resolve-agent-invite';

/** An invitation code is valid when it is an active code of an active agent of the merchant. */
export async function checkAffiliateCode(options: {
  sql: Sql;
  merchantId: bigint;
  code: string;
}): Promise<{ code: string; valid: true }> {
  const invite = await resolveAgentInvite(options.sql, options.merchantId, options.code);
  if (!invite) throw new AppError('invitation_code_error');
  return { code: invite.code, valid: true };
}
