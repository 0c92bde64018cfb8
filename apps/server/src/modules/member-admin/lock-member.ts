import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import {
  revokeMemberSessions,
  selectMemberSummary,
  updateMemberStatus,
} from './member-admin-store';

/**
 * Locks or unlocks a member's account. Locking ends their sessions at once (a locked member's
 * login already answers account_disabled). Only active ↔ locked: a self-excluded or closed
 * account is not the operator's to reopen here.
 */
export async function setMemberLock(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  lock: boolean;
  reason: string;
  operatorId: bigint;
  ip: string | null;
}) {
  const { db } = options;
  const before = await selectMemberSummary(db, options.merchantId, options.memberId);
  if (!before) throw new AppError('not_found');
  const from = options.lock ? 'active' : 'locked';
  const to: 'active' | 'locked' = options.lock ? 'locked' : 'active';
  if (before.status === to) return before;
  if (before.status !== from) throw new AppError('conflict');
  await db.tx(async (tx) => {
    await updateMemberStatus(tx, options.memberId, to);
    if (options.lock) await revokeMemberSessions(tx, options.memberId);
    await insertAudit(tx, {
      merchantId: options.merchantId,
      ...byOperator(options.operatorId),
      action: options.lock ? 'member_locked' : 'member_unlocked',
      subjectType: 'member',
      subjectId: String(options.memberId),
      before: { status: before.status },
      after: { status: to, reason: options.reason },
      ip: options.ip,
    });
  });
  return { ...before, status: to };
}
