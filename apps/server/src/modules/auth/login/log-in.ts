import type { LoginRequest, LoginValue } from '@wl/contract/auth/log-in';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { Merchant } from '../../merchants/merchant';
import { isAgentType, TRIAL_TYPE } from '../../members/member-record';
import { checkCode } from '../codes/check-code';
import { verifyPassword } from '../password-hash';
import { completeLogin, type LoginContext } from './complete-login';
import { loginFailed, loginSubject, passThrottle, type LoginSubject } from './login-throttle';
import { stepUpFor } from './step-up-methods';

type LoginDeps = Pick<AppDeps, 'db' | 'config' | 'sms' | 'mail'>;

/**
 * Password or SMS-code login. Unknown accounts and wrong secrets get the same answer and the
 * same throttling (login-throttle.ts). The account's own rules (status, trial, agent side) are
 * checked only after the secret is right, so they reveal nothing to a guesser. From a new IP,
 * with LOGINIPVERF3 on, the session stays pending until the second step.
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
  const subject = await loginSubject(db, merchant, input);
  const streak = await passThrottle({
    db,
    merchant,
    subject,
    captcha: input.captcha,
    captchaId: options.captchaId,
    nowMs: context.nowMs,
  });
  const member = subject.member;
  if (!(await secretIsRight(deps, merchant, subject, input.password, context.nowMs)) || !member) {
    throw await loginFailed({ db, merchant, subject, streak, context });
  }
  if (member.status !== 'active') throw new AppError('account_disabled');
  if (member.type === TRIAL_TYPE) throw new AppError('member_no_enter');
  if (input.agentLogin && !isAgentType(member.type)) throw new AppError('not_agent');

  const channels = {
    sms: deps.sms.name !== 'unconfigured',
    email: deps.mail.name !== 'unconfigured',
  };
  const pending = await stepUpFor({ sql: db, merchant, member, ip: context.ip, channels });
  return db.tx((tx) =>
    completeLogin({
      sql: tx,
      config: deps.config,
      member,
      context,
      method: subject.method,
      action: 'login',
      pendingMethods: pending,
      usedDefaultPassword: usesDefaultPassword(merchant, subject, input.password),
    }),
  );
}

/**
 * Spec §4: logging in with the merchant's default password (settings.defaultPassword, given
 * to accounts that someone else opened) forces a change. Only for password logins.
 */
function usesDefaultPassword(merchant: Merchant, subject: LoginSubject, secret: string): boolean {
  const fallback = merchant.settings.defaultPassword;
  return subject.method === 'username' && typeof fallback === 'string' && fallback === secret;
}

/** Password (a throwaway hash is checked for unknown names), or the SMS code of the number. */
async function secretIsRight(
  deps: LoginDeps,
  merchant: Merchant,
  subject: LoginSubject,
  secret: string,
  nowMs: number,
): Promise<boolean> {
  if (subject.method === 'username')
    return verifyPassword(subject.member?.passwordHash ?? null, secret);
  if (!subject.member) return false;
  try {
    await checkCode({
      db: deps.db,
      merchantId: merchant.id,
      channel: 'sms',
      target: subject.target,
      purpose: 'noLogin',
      code: secret,
      nowMs,
    });
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}
