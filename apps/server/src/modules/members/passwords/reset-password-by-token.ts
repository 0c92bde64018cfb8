import type { LoginValue } from '@wl/contract/auth/log-in';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { completeLogin, type LoginContext } from '../../auth/login/complete-login';
import { takeOneTimeToken } from '../../auth/one-time-tokens';
import { hashPassword } from '../../auth/password-hash';
import type { Merchant } from '../../merchants/merchant';
import { endMemberSessions } from '../../sessions/end-session';
import { findMember } from '../find-member';
import { updatePasswordHash } from '../member-store';
import { passwordRule } from '@wl/contract/validation/register-field-rules';
import { checkNewPassword } from './check-new-password';

/** The mailed reset link: a new password, every old session ended, then logged in. */
export async function resetPasswordByToken(options: {
  deps: Pick<AppDeps, 'db' | 'config'>;
  merchant: Merchant;
  resetToken: string;
  newPassword: string;
  confirmNewPassword: string | undefined;
  context: LoginContext;
}): Promise<LoginValue> {
  const { deps, merchant, context } = options;
  // The password is checked before the link is spent, so a weak first try keeps the link.
  checkNewPassword(passwordRule(merchant.registerConfig), 'newPassword', options.newPassword, {
    field: 'confirmNewPassword',
    value: options.confirmNewPassword,
    required: false,
  });
  const taken = await takeOneTimeToken({
    sql: deps.db,
    token: options.resetToken,
    kind: 'reset',
    merchantId: merchant.id,
    nowMs: context.nowMs,
  });
  const memberId = (taken?.payload as { memberId?: string } | undefined)?.memberId;
  const member = memberId
    ? await findMember({ sql: deps.db, merchantId: merchant.id, by: { id: BigInt(memberId) } })
    : null;
  if (!member) throw new AppError('reset_token_invalid');
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
      method: 'password_reset_email',
      action: 'password_reset',
    });
  });
}
