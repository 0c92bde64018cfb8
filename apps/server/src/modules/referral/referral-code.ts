import type { Sql } from '../../db/db';
import { drawInviteCode } from '../members/register/draw-code';
import { findReferralCode, insertReferralCode } from './referral-store';

const ATTEMPTS = 5;

export function newReferralCode(): string {
  return drawInviteCode(8);
}

/**
 * The member's referral code, made on the first ask. 31^8 codes make a clash within one
 * merchant rare; the unique index decides, and a clash draws again.
 */
export async function ensureReferralCode(
  sql: Sql,
  p: { merchantId: bigint; memberId: bigint; generate?: () => string },
): Promise<string> {
  const existing = await findReferralCode(sql, p.memberId);
  if (existing) return existing;
  const generate = p.generate ?? newReferralCode;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const code = await insertReferralCode(sql, { ...p, code: generate() });
    if (code) return code;
  }
  throw new Error(`no free referral code for member ${p.memberId} after ${ATTEMPTS} draws`);
}
