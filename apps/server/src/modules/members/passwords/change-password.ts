import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import { recordAudit } from '../../auth/record-audit';
import type { Merchant } from '../../merchants/merchant';
import type { ActiveSession } from '../../sessions/session-store';
import { endMemberSessions } from '../../sessions/end-session';
import { findMember } from '../find-member';
import { updatePasswordHash } from '../member-store';
import { passwordRule } from '@wl/contract/validation/register-field-rules';
import { checkNewPassword } from './check-new-password';

/**
 * Changes (or, for an account without one, sets) the login password. The old password is
 * required when there is one. Every other session of the member ends; this one stays.
 */
export async function changePassword(options: {
  deps: Pick<AppDeps, 'db'>;
  merchant: Merchant;
  session: ActiveSession;
  oldPassword: string | undefined;
  newPassword: string;
  confirmNewPassword: string;
  ip: string | null;
}): Promise<void> {
  const { deps, session } = options;
  const member = await findMember({
    sql: deps.db,
    merchantId: options.merchant.id,
    by: { id: session.memberId },
  });
  if (!member) throw new AppError('login.not.session');
  if (member.passwordHash) {
    if (!options.oldPassword) {
      throw new AppError('field_invalid', {
        value: { fields: [{ field: 'oldPassword', messageKey: 'field_required' }] },
      });
    }
    if (!(await verifyPassword(member.passwordHash, options.oldPassword)))
      throw new AppError('old_password_wrong');
  }
  checkNewPassword(
    passwordRule(options.merchant.registerConfig),
    'newPassword',
    options.newPassword,
    {
      field: 'confirmNewPassword',
      value: options.confirmNewPassword,
      required: true,
    },
  );
  const hash = await hashPassword(options.newPassword);
  await deps.db.tx(async (tx) => {
    await updatePasswordHash(tx, member.id, hash);
    const ended = await endMemberSessions({
      sql: tx,
      memberId: member.id,
      keepSessionId: session.sessionId,
    });
    await recordAudit({
      sql: tx,
      merchantId: member.merchantId,
      memberId: member.id,
      action: 'password_change',
      ip: options.ip,
      detail: { hadPassword: member.passwordHash !== null, otherSessionsEnded: ended },
    });
  });
}
