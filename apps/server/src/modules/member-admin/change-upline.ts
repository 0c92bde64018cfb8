import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import { isAgentType } from '../members/member-record';
import { getMemberDetail } from './member-page';
import { moveUnderUpline, selectUplineCandidate } from './member-page-store';

/**
 * Moves a member, with the whole team under them, to another agent. The member_tree trigger
 * (0600) rewrites the closure rows of the subtree; this checks first what it would refuse (a
 * move under the member's own downline) so the operator reads a clear error, not a failure.
 * Figures already folded into the old uplines' day rollups stay with them (history is not
 * rewritten); new play counts for the new uplines.
 */
export async function changeUpline(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  uplineUsername: string;
  reason: string;
  operatorId: bigint;
  ip: string | null;
}) {
  const { db } = options;
  const before = await getMemberDetail({ sql: db, ...options });
  await db.tx(async (tx) => {
    const upline = await selectUplineCandidate(tx, options);
    if (!upline) throw new AppError('not_found');
    if (!isAgentType(upline.type) || upline.underMember || upline.id === options.memberId) {
      throw new AppError('member_upline_invalid');
    }
    await moveUnderUpline(tx, options.memberId, upline.id);
    await insertAudit(tx, {
      merchantId: options.merchantId,
      ...byOperator(options.operatorId),
      action: 'member_upline_changed',
      subjectType: 'member',
      subjectId: String(options.memberId),
      before: { upline: before.upline?.username ?? null },
      after: { upline: options.uplineUsername, reason: options.reason },
      ip: options.ip,
    });
  });
  return getMemberDetail({ sql: db, ...options });
}
