import type { Sql } from '../../../db/db';
import { AppError } from '../../../http/app-error';
import { verifyPassword } from '../../auth/password-hash';
import { findMember } from '../find-member';

/**
 * For the cashier (withdrawals, bank cards, points redemption): throws
 * not.exists.payment.password when none is set and invalid.payment.pw when it is wrong.
 */
export async function verifyPaymentPassword(options: {
  sql: Sql;
  merchantId: bigint;
  memberId: bigint;
  password: string | undefined;
}): Promise<void> {
  const member = await findMember({
    sql: options.sql,
    merchantId: options.merchantId,
    by: { id: options.memberId },
  });
  if (!member?.paymentPasswordHash) throw new AppError('not.exists.payment.password');
  if (!options.password || !(await verifyPassword(member.paymentPasswordHash, options.password))) {
    throw new AppError('invalid.payment.pw');
  }
}
