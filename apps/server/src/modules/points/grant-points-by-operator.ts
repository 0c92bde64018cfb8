import { byOperator, insertAudit } from '../audit/audit-store';
import { AppError } from '../../http/app-error';
import { moneyTx } from '../ledger/money-tx';
import { selectMemberSummary } from '../member-admin/member-admin-store';
import { grantPointsInTx } from './grant-points';
import type { OperatorChange } from './save-points-settings';

/**
 * An operator gives a member points (goodwill, a contest prize, a correction in the member's
 * favour): a POINTS_EARN transfer keyed by the operator's idempotency key, with its audit row,
 * in one transaction. Only members of the operator's merchant; a repeat of the same key gives
 * nothing more. Points are never taken back this way (they only leave by redemption).
 */
export async function grantPointsByOperator(
  c: OperatorChange,
  g: { memberId: bigint; points: bigint; reason: string; idempotencyKey: string },
) {
  return moneyTx(c.db, async (tx) => {
    const member = await selectMemberSummary(tx, c.merchantId, g.memberId);
    if (!member) throw new AppError('member_not_found');
    const done = await grantPointsInTx(tx, {
      memberId: g.memberId,
      points: g.points,
      grantKey: `operator:${c.merchantId}:${g.idempotencyKey}`,
      source: 'operator',
      reference: g.reason,
    });
    if (!done.replayed) {
      await insertAudit(tx, {
        merchantId: c.merchantId,
        ...byOperator(c.operatorId),
        action: 'points.grant',
        subjectType: 'member',
        subjectId: g.memberId.toString(),
        before: null,
        after: { points: g.points.toString(), reason: g.reason, transferId: done.transferId },
        ip: c.ip,
      });
    }
    return { replayed: done.replayed, transferId: done.transferId.toString() };
  });
}
