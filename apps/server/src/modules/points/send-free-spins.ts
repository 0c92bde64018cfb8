import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { toMemberRef } from '../vendor-wallet/wallet-common';
import { claimFreeSpinGrant, dropUngrantedFreeSpins } from './free-spin-grant-store';
import { grantFreeSpinsAtHouse } from './house-free-spins-client';
import { findOrder, lockApplyingOrder } from './order-store';
import { findGoods } from './points-store';

/**
 * The first half of passing a free-spins order (ADR 0038): the grant is recorded (which from
 * then on bars rejecting the order), then sent to the house with no transaction open — with
 * the embedded database the house answers through this same database. The house keeps the
 * grant once per grant ref, so an operator passing again after a failure is safe. When the
 * house cannot be reached the error says so and the order stays applying; when it refuses the
 * game or bet, the recorded grant is dropped, so the order can still be rejected.
 */
export async function sendFreeSpins(r: { db: Db; merchantId: bigint; orderId: bigint }) {
  const grant = await r.db.tx(async (tx) => {
    const order = await lockApplyingOrder(tx, r.merchantId, r.orderId);
    if (!order) {
      const any = await findOrder(tx, r.merchantId, r.orderId);
      throw new AppError(any ? 'points.order_decided' : 'points.order_not_found');
    }
    const goods = await findGoods(tx, r.merchantId, order.goodsId);
    if (!goods?.freeSpins) throw new Error(`points order ${order.id} has no free-spin terms`);
    return claimFreeSpinGrant(tx, {
      orderId: order.id,
      merchantId: r.merchantId,
      memberId: order.memberId,
      terms: goods.freeSpins,
    });
  });
  const currency = await r.db.query<{ currency: string }>(
    `SELECT currency FROM merchants WHERE id = $1`,
    [r.merchantId],
  );
  try {
    await grantFreeSpinsAtHouse(r.db, r.merchantId, {
      grantRef: grant.grantRef,
      memberRef: toMemberRef(grant.memberId),
      currency: currency.rows[0]!.currency,
      gameCode: grant.gameCode,
      spins: grant.spins,
      betMinor: grant.betMinor,
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'points.house_refused')
      await dropUngrantedFreeSpins(r.db, grant.orderId);
    throw error;
  }
}
