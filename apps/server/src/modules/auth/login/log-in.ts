import type { LoginRequest, LoginValue } from '@wl/contract/auth/log-in';
import { parseMobileNumber } from '@wl/contract/validation/mobile-number';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { Merchant } from '../../merchants/merchant';
import { findMember } from '../../members/find-member';
import { isAgentType, TRIAL_TYPE, type MemberRecord } from '../../members/member-record';
import { verifyCaptcha } from '../captcha/verify-captcha';
import { checkCode } from '../codes/check-code';
import { verifyPassword } from '../password-hash';
import { recordAudit } from '../record-audit';
import { completeLogin, type LoginContext } from './complete-login';
import { failureStats, insertLoginAttempt } from './login-history-store';
import { stepUpFor } from './step-up-methods';
import { defaultDialingCode } from './dialing-code';

export const CAPTCHA_AFTER_FAILURES = 3;
export const MAX_FAILURES_PER_HOUR = 100;

type LoginDeps = Pick<AppDeps, 'db' | 'config' | 'sms' | 'mail'>;

/**
 * Password or SMS-code login. Unknown accounts and wrong secrets get the same answer and the
 * same throttling (failures are counted per account, or per typed name when there is none):
 * after 3 failures a captcha is needed, after 100 in an hour the account refuses attempts for
 * the rest of that hour. The account's own rules (status, trial, agent side) are checked only
 * after the secret is right, so they reveal nothing to a guesser.
 */
export async function logIn(options: {
  deps: LoginDeps;
  merchant: Merchant;
  input: LoginRequest;
  context: LoginContext;
  captchaId: string | undefined;
}): Promise<LoginValue> {
  const { deps, merchant, input, context } = options;
  const db = deps.db;
  const method = input.type === 'sms' ? 'sms' : 'username';
  let member: MemberRecord | null;
  let subject: string;
  if (method === 'sms') {
    if (merchant.flags.MOBILEVERCODELOGIN3 === false) throw new AppError('function.not.available');
    const mobile = parseMobileNumber(input.username, input.countryDialingCode ?? defaultDialingCode(merchant));
    if (!mobile) throw new AppError('mobile_invalid');
    member = await findMember({ sql: db, merchantId: merchant.id, by: { mobile: mobile.nationalNumber, countryDialingCode: mobile.countryDialingCode } });
    subject = mobile.e164;
  } else {
    member = await findMember({ sql: db, merchantId: merchant.id, by: { username: input.username } });
    subject = input.username.toLowerCase();
  }
  const subjectKey = member ? `m:${member.id}` : `u:${method}:${subject}`;

  const stats = await failureStats(db, merchant.id, subjectKey, context.nowMs);
  if (stats.lastHour >= MAX_FAILURES_PER_HOUR && stats.lastHourOldestMs !== null) {
    const retry = Math.max(1, Math.ceil((stats.lastHourOldestMs + 3_600_000 - context.nowMs) / 1000));
    throw new AppError('login_too_many_failures', { headers: { 'retry-after': String(retry) }, value: { captcha: true } });
  }
  if (stats.streak >= CAPTCHA_AFTER_FAILURES) {
    if (!input.captcha) throw new AppError('captcha_required', { value: { captcha: true } });
    const passed = await verifyCaptcha({ sql: db, merchantId: merchant.id, captchaId: options.captchaId, answer: input.captcha, nowMs: context.nowMs });
    if (!passed) throw new AppError('captcha_wrong', { value: { captcha: true } });
  }

  const secretOk = await checkSecret({ deps, merchant, member, method, input, target: subject, nowMs: context.nowMs });
  if (!member || !secretOk) {
    await insertLoginAttempt(db, { merchantId: merchant.id, memberId: member?.id ?? null, subjectKey, method, success: false, ip: context.ip, userAgent: context.userAgent, nowMs: context.nowMs });
    await recordAudit({ sql: db, merchantId: merchant.id, memberId: member?.id ?? null, action: 'login_failed', ip: context.ip, actor: 'visitor', detail: { method } });
    const captcha = stats.streak + 1 >= CAPTCHA_AFTER_FAILURES;
    throw new AppError('wrong_account_password', { value: { captcha } });
  }

  if (member.status !== 'active') throw new AppError('account_disabled');
  if (member.type === TRIAL_TYPE) throw new AppError('member_no_enter');
  if (input.agentLogin && !isAgentType(member.type)) throw new AppError('not_agent');

  const channels = { sms: deps.sms.name !== 'unconfigured', email: deps.mail.name !== 'unconfigured' };
  const pending = await stepUpFor({ sql: db, merchant, member, ip: context.ip, channels });
  const found = member;
  return db.tx((tx) =>
    completeLogin({ sql: tx, config: deps.config, member: found, context, method, action: 'login', pendingMethods: pending }),
  );
}

/** Password, or for SMS login the code sent to the number (consumed when right). */
async function checkSecret(o: {
  deps: LoginDeps; merchant: Merchant; member: MemberRecord | null; method: 'sms' | 'username';
  input: LoginRequest; target: string; nowMs: number;
}): Promise<boolean> {
  if (o.method === 'username') return verifyPassword(o.member?.passwordHash ?? null, o.input.password);
  if (!o.member) return false;
  try {
    await checkCode({ db: o.deps.db, merchantId: o.merchant.id, channel: 'sms', target: o.target, purpose: 'noLogin', code: o.input.password, nowMs: o.nowMs });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
