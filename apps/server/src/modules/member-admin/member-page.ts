import { randomBytes } from 'node:crypto';
import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import { hashPassword } from '../auth/password-hash';
import { revokeMemberSessions } from './member-admin-store';
import {
  selectMemberDetail,
  selectMemberLogins,
  setOperatorResetPassword,
} from './member-page-store';

export async function getMemberDetail(options: { sql: Sql; merchantId: bigint; memberId: bigint }) {
  const detail = await selectMemberDetail(options.sql, options.merchantId, options.memberId);
  if (!detail) throw new AppError('not_found');
  return detail;
}

export async function listMemberLogins(options: {
  sql: Sql;
  merchantId: bigint;
  memberId: bigint;
  pageNo: number;
  pageSize: number;
}) {
  await getMemberDetail(options);
  const { total, list } = await selectMemberLogins(options.sql, options.memberId, options);
  return {
    list,
    total,
    totalPages: Math.ceil(total / options.pageSize),
    pageNum: options.pageNo,
  };
}

/**
 * An operator resets a member's password: a random one-time password, shown once to the
 * operator to hand over, never stored in clear or written to the audit log. The member's
 * sessions end and the next login must set a new password (complete-login reports it as the
 * merchant's default password would be).
 */
export async function resetMemberPassword(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  reason: string;
  operatorId: bigint;
  ip: string | null;
}) {
  const member = await getMemberDetail({ sql: options.db, ...options });
  // 10 characters of base64url: about 60 bits, typeable, and passes the password rules' length.
  const temporaryPassword = randomBytes(8).toString('base64url').slice(0, 10);
  const hash = await hashPassword(temporaryPassword);
  await options.db.tx(async (tx) => {
    await setOperatorResetPassword(tx, options.memberId, hash);
    await revokeMemberSessions(tx, options.memberId);
    await insertAudit(tx, {
      merchantId: options.merchantId,
      ...byOperator(options.operatorId),
      action: 'member_password_reset',
      subjectType: 'member',
      subjectId: String(options.memberId),
      before: { mustChangePassword: member.mustChangePassword },
      after: { mustChangePassword: true, reason: options.reason },
      ip: options.ip,
    });
  });
  return { temporaryPassword };
}
