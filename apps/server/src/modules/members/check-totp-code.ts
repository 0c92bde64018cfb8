import type { Sql } from '../../db/db';
import type { MemberRecord } from './member-record';
import { claimTotpStep } from './member-store';
import { matchingStep } from './totp';

/**
 * Checks an authenticator code of a member with TOTP enabled. Each 30-second step can be used
 * once: a code seen a moment ago (a shoulder-surfer, a replay) is refused.
 */
export async function checkTotpCode(options: {
  sql: Sql;
  member: Pick<MemberRecord, 'id' | 'totpEnabled' | 'totpSecret'>;
  code: string;
  nowMs: number;
}): Promise<boolean> {
  const { member } = options;
  if (!member.totpEnabled || !member.totpSecret) return false;
  const step = matchingStep(member.totpSecret, options.code.trim(), options.nowMs);
  if (step === null) return false;
  return claimTotpStep(options.sql, member.id, step);
}
