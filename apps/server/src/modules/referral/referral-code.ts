import { randomInt } from 'node:crypto';
import type { Sql } from '../../db/db';
import { findReferralCode, insertReferralCode } from './referral-store';

/** No 0/O, 1/I/L: a code read aloud or typed from a screenshot is not mistaken. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 8;
const ATTEMPTS = 5;

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
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
