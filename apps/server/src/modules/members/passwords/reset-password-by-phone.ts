import type { LoginValue } from '@wl/contract/auth/log-in';
import { parseMobileNumber } from '@wl/contract/validation/mobile-number';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { checkCode } from '../../auth/codes/check-code';
import { defaultDialingCode } from '../../auth/login/dialing-code';
import { completeLogin, type LoginContext } from '../../auth/login/complete-login';
import { hashPassword } from '../../auth/password-hash';
import type { Merchant } from '../../merchants/merchant';
import { endMemberSessions } from '../../sessions/end-session';
import { findMember } from '../find-member';
import { updatePasswordHash } from '../member-store';
import { passwordRule } from '@wl/contract/validation/register-field-rules';
import { checkNewPassword } from './check-new-password';

/**
 * Sets a password by phone (/wps/member/password/verification): the SMS code sent by
 * /wps/verification/sms/noLogin, a new password, then logged in. Old sessions end.
 */
export async function resetPasswordByPhone(options: {
  deps: Pick<AppDeps, 'db' | 'config'>;
  merchant: Merchant;
  mobileNum: string;
  countryDialingCode: string | undefined;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string | undefined;
  context: LoginContext;
}): Promise<LoginValue> {
  const { deps, merchant, context } = options;
  const mobile = parseMobileNumber(
    options.mobileNum,
    options.countryDialingCode ?? defaultDialingCode(merchant),
  );
  if (!mobile) throw new AppError('mobile_invalid');
  checkNewPassword(passwordRule(merchant.registerConfig), 'newPassword', options.newPassword, {
    field: 'confirmNewPassword',
    value: options.confirmNewPassword,
    required: false,
  });
  await checkCode({
    db: deps.db,
    merchantId: merchant.id,
    channel: 'sms',
    target: mobile.e164,
    purpose: 'noLogin',
    code: options.verificationCode,
    nowMs: context.nowMs,
  });
  const member = await findMember({
    sql: deps.db,
    merchantId: merchant.id,
    by: { mobile: mobile.nationalNumber, countryDialingCode: mobile.countryDialingCode },
  });
  // Codes reach registered numbers only, so a right code without a member cannot happen.
  if (!member) throw new AppError('code_invalid');
  if (member.status !== 'active') throw new AppError('account_disabled');
  const hash = await hashPassword(options.newPassword);
  return deps.db.tx(async (tx) => {
    await updatePasswordHash(tx, member.id, hash);
    await endMemberSessions({ sql: tx, memberId: member.id });
    return completeLogin({
      sql: tx,
      config: deps.config,
      member: { ...member, passwordHash: hash, passwordChangedAt: new Date(context.nowMs) },
      context,
      method: 'password_reset_sms',
      action: 'password_reset',
    });
  });
}
