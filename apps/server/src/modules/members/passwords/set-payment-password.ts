import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { hashPassword, verifyPassword } from '../../auth/password-hash';
import { recordAudit } from '../../auth/record-audit';
import type { Merchant } from '../../merchants/merchant';
import { findMember } from '../find-member';
import { updatePaymentPasswordHash } from '../member-store';
import { paymentPasswordRule } from '@wl/contract/validation/register-field-rules';
import { checkNewPassword } from './check-new-password';

/** Sets the payment (withdrawal) password, or changes it given the current one. */
export async function setPaymentPassword(options: {
  deps: Pick<AppDeps, 'db'>;
  merchant: Merchant;
  memberId: bigint;
  oldPaymentPassword: string | undefined;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
  ip: string | null;
}): Promise<void> {
  const { deps } = options;
  const member = await findMember({
    sql: deps.db,
    merchantId: options.merchant.id,
    by: { id: options.memberId },
  });
  if (!member) throw new AppError('login.not.session');
  if (member.paymentPasswordHash) {
    if (!options.oldPaymentPassword) {
      throw new AppError('field_invalid', {
        value: { fields: [{ field: 'oldPaymentPassword', messageKey: 'field_required' }] },
      });
    }
    if (!(await verifyPassword(member.paymentPasswordHash, options.oldPaymentPassword))) {
      throw new AppError('invalid.payment.pw');
    }
  }
  checkNewPassword(
    paymentPasswordRule(options.merchant.registerConfig),
    'newPaymentPassword',
    options.newPaymentPassword,
    {
      field: 'confirmPaymentPassword',
      value: options.confirmPaymentPassword,
      required: true,
    },
  );
  const hash = await hashPassword(options.newPaymentPassword);
  await deps.db.tx(async (tx) => {
    await updatePaymentPasswordHash(tx, member.id, hash);
    await recordAudit({
      sql: tx,
      merchantId: member.merchantId,
      memberId: member.id,
      ip: options.ip,
      action: member.paymentPasswordHash ? 'payment_password_change' : 'payment_password_set',
    });
  });
}
