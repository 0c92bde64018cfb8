import type { Sql } from '../../../db/db';
import { AppError } from '../../../http/app-error';
import { findMember } from '../find-member';

/** An invitation code is valid when an active agent of the merchant owns it. */
export async function checkAffiliateCode(options: {
  sql: Sql;
  merchantId: bigint;
  code: string;
}): Promise<{ code: string; valid: true }> {
  const agent = await findMember({
    sql: options.sql,
    merchantId: options.merchantId,
    by: { affiliateCode: options.code },
  });
  if (!agent?.affiliateCode) throw new AppError('invitation_code_error');
  return { code: agent.affiliateCode, valid: true };
}
