import type { LoginRequest } from '@wl/contract/auth/log-in';
import { parseMobileNumber } from '@wl/contract/validation/mobile-number';
import type { Db } from '../../../db/db';
import { AppError } from '../../../http/app-error';
import type { Merchant } from '../../merchants/merchant';
import { findMember } from '../../members/find-member';
import type { MemberRecord } from '../../members/member-record';
import { verifyCaptcha } from '../captcha/verify-captcha';
import { recordAudit } from '../record-audit';
import type { LoginContext } from './complete-login';
import { defaultDialingCode } from './dialing-code';
import { failureStats, insertLoginAttempt } from './login-history-store';

export const CAPTCHA_AFTER_FAILURES = 3;
export const MAX_FAILURES_PER_HOUR = 100;

export interface LoginSubject {
  method: 'username' | 'sms';
  member: MemberRecord | null;
  /** What the secret is bound to: the lower-cased name, or the E.164 number for SMS. */
  target: string;
  /** Failures are counted per account, or per typed name when there is no account. */
  subjectKey: string;
}

/** Finds the account a login names, by user name or (SMS login) by mobile number. */
export async function loginSubject(
  db: Db,
  merchant: Merchant,
  input: LoginRequest,
): Promise<LoginSubject> {
  if (input.type !== 'sms') {
    const member = await findMember({
      sql: db,
      merchantId: merchant.id,
      by: { username: input.username },
    });
    const target = input.username.toLowerCase();
    return {
      method: 'username',
      member,
      target,
      subjectKey: member ? `m:${member.id}` : `u:username:${target}`,
    };
  }
  if (merchant.flags.MOBILEVERCODELOGIN3 === false) throw new AppError('function.not.available');
  const mobile = parseMobileNumber(
    input.username,
    input.countryDialingCode ?? defaultDialingCode(merchant),
  );
  if (!mobile) throw new AppError('mobile_invalid');
  const member = await findMember({
    sql: db,
    merchantId: merchant.id,
    by: { mobile: mobile.nationalNumber, countryDialingCode: mobile.countryDialingCode },
  });
  return {
    method: 'sms',
    member,
    target: mobile.e164,
    subjectKey: member ? `m:${member.id}` : `u:sms:${mobile.e164}`,
  };
}

/**
 * Before any secret is checked: 100 failures in the last hour close the door until the oldest
 * of them is an hour old (429 with Retry-After); from the third failure in a row a captcha is
 * needed. Answers the current failure streak.
 */
export async function passThrottle(options: {
  db: Db;
  merchant: Merchant;
  subject: LoginSubject;
  captcha: string | undefined;
  captchaId: string | undefined;
  nowMs: number;
}): Promise<number> {
  const { db, merchant, nowMs } = options;
  const stats = await failureStats(db, merchant.id, options.subject.subjectKey, nowMs);
  if (stats.lastHour >= MAX_FAILURES_PER_HOUR && stats.lastHourOldestMs !== null) {
    const retry = Math.max(1, Math.ceil((stats.lastHourOldestMs + 3_600_000 - nowMs) / 1000));
    throw new AppError('login_too_many_failures', {
      headers: { 'retry-after': String(retry) },
      value: { captcha: true },
    });
  }
  if (stats.streak >= CAPTCHA_AFTER_FAILURES) {
    if (!options.captcha) throw new AppError('captcha_required', { value: { captcha: true } });
    const passed = await verifyCaptcha({
      sql: db,
      merchantId: merchant.id,
      captchaId: options.captchaId,
      answer: options.captcha,
      nowMs,
    });
    if (!passed) throw new AppError('captcha_wrong', { value: { captcha: true } });
  }
  return stats.streak;
}

/** A failed login: a history row, an audit row, and the reply (with the captcha flag). */
export async function loginFailed(options: {
  db: Db;
  merchant: Merchant;
  subject: LoginSubject;
  streak: number;
  context: LoginContext;
}): Promise<AppError> {
  const { db, merchant, subject, context } = options;
  const memberId = subject.member?.id ?? null;
  await insertLoginAttempt(db, {
    merchantId: merchant.id,
    memberId,
    subjectKey: subject.subjectKey,
    method: subject.method,
    success: false,
    ip: context.ip,
    userAgent: context.userAgent,
    nowMs: context.nowMs,
  });
  await recordAudit({
    sql: db,
    merchantId: merchant.id,
    memberId,
    action: 'login_failed',
    ip: context.ip,
    actor: 'visitor',
    detail: { method: subject.method },
  });
  const captcha = options.streak + 1 >= CAPTCHA_AFTER_FAILURES;
  return new AppError('wrong_account_password', { value: { captcha } });
}
