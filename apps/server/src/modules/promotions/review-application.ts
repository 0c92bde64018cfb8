import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { grantBonusInTx } from '../bonus/grant-bonus';
import { byOperator, insertAudit } from '../audit/audit-store';
import { moneyTx } from '../ledger/money-tx';
import { decideApplication, findApplication, type Application } from './application-store';
import { promotionBonusTerms } from './promotion-bonus';
import { findPromotion, insertClaim, setClaimBonus } from './promotion-store';

/**
 * An operator reviews an application: approve with an amount (the bonus is granted under the
 * promotion's terms in the same transaction, and the application counts as the member's claim)
 * or reject with a reason. A decided application cannot be decided again. Audited.
 */
export async function reviewApplication(options: {
  db: Db;
  merchantId: bigint;
  operatorId: bigint;
  applicationId: bigint;
  decision: { approve: true; amountMinor: bigint } | { approve: false; reason: string };
  ip: string | null;
  now: Date;
}): Promise<Application> {
  const { db, decision } = options;
  await moneyTx(db, async (tx) => {
    const a = await findApplication(tx, options.applicationId, { lock: true });
    const p = a ? await findPromotion(tx, options.merchantId, a.promotionId) : null;
    if (!a || !p) throw new AppError('application_not_found');
    if (a.status !== 'applying') throw new AppError('application_already_reviewed');
    await decideApplication(tx, a.id, {
      status: decision.approve ? 'approved' : 'rejected',
      amountMinor: decision.approve ? decision.amountMinor : null,
      reason: decision.approve ? null : decision.reason,
      operatorId: options.operatorId,
      at: options.now,
    });
    if (decision.approve) {
      const claimed = await insertClaim(tx, {
        promotionId: p.id,
        memberId: a.memberId,
        reason: `application:${a.id}`,
        amountMinor: decision.amountMinor,
        bonusId: null,
        raffleRoll: null,
        raffleClientSeed: null,
      });
      if (!claimed) throw new AppError('promotion_already_claimed');
      const { bonus } = await grantBonusInTx(
        tx,
        promotionBonusTerms(p, {
          memberId: a.memberId,
          amountMinor: decision.amountMinor,
          grantKey: `promotion:${p.id}:application:${a.id}`,
          now: options.now,
        }),
      );
      await setClaimBonus(tx, p.id, a.memberId, bonus.id);
    }
    await insertAudit(tx, {
      merchantId: options.merchantId,
      ...byOperator(options.operatorId),
      action: decision.approve
        ? 'promotion_application_approved'
        : 'promotion_application_rejected',
      subjectType: 'promotion_application',
      subjectId: a.id.toString(),
      before: { status: a.status },
      after: decision.approve
        ? { status: 'approved', amountMinor: decision.amountMinor }
        : { status: 'rejected', reason: decision.reason },
      ip: options.ip,
    });
  });
  return (await findApplication(db, options.applicationId))!;
}
