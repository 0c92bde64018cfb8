import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { moveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { POINTS_UNIT } from '../ledger/open-member-account';
import { verifyPaymentPassword } from '../members/passwords/verify-payment-password';
import { findOrderByKey, insertOrder, type PointsOrder } from './order-store';
import { pointsAccounts } from './points-accounts';
import { findGoods, takeStock } from './points-store';

export interface Delivery {
  recipient?: string;
  address?: string;
  phone?: string;
}

/**
 * A member redeems a good (passwordCheck/MCS2_redeemPointReward): the payment password first
 * (wrong: nothing happens), then in one transaction one item of stock is taken, the price is
 * held on the member's points account (a pending ledger transfer) and the order is recorded
 * as `applying`. Not enough points rolls the stock back; so nobody pays without an item and no
 * item leaves without its points. An operator then passes (the hold is posted, the good
 * delivered) or rejects it (the hold is voided: points back once). Idempotent by request key.
 */
export async function redeemGoods(options: {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  goodsId: bigint;
  password: string | undefined;
  delivery: Delivery;
  requestKey: string;
}): Promise<PointsOrder> {
  const { db, merchantId, memberId } = options;
  await verifyPaymentPassword({ sql: db, merchantId, memberId, password: options.password });
  const goods = await findGoods(db, merchantId, options.goodsId);
  if (!goods || !goods.active) throw new AppError('points.goods_not_found');
  const delivery = deliveryOf(goods.kind, options.delivery);
  return moneyTx(db, async (tx) => {
    const replay = await findOrderByKey(tx, options.requestKey);
    if (replay) return replay;
    const taken = await takeStock(tx, merchantId, goods.id);
    if (!taken) throw new AppError('points.out_of_stock');
    const { member, issuer } = await pointsAccounts(tx, memberId);
    const hold = await moveInTx(
      tx,
      {
        debitAccountId: member.id,
        creditAccountId: issuer.id,
        amountMinor: taken.pricePoints,
        currency: POINTS_UNIT,
        code: 'POINTS_REDEEM',
        idempotencyKey: `points:order:${options.requestKey}`,
        reference: taken.name.slice(0, 200),
        metadata: { goodsId: taken.id.toString() },
      },
      'pending',
    );
    await insertOrder(tx, {
      merchantId,
      memberId,
      goodsId: taken.id,
      points: taken.pricePoints,
      holdId: hold.transfer.id,
      ...delivery,
      requestKey: options.requestKey,
    });
    const order = await findOrderByKey(tx, options.requestKey);
    if (!order) throw new Error('points order vanished inside its own transaction');
    return order;
  });
}

/** Physical goods need all three delivery fields; the others keep none. */
function deliveryOf(kind: string, d: Delivery) {
  if (kind !== 'physical') return { recipient: '', address: '', phone: '' };
  const recipient = d.recipient?.trim() ?? '';
  const address = d.address?.trim() ?? '';
  const phone = d.phone?.trim() ?? '';
  if (!recipient || !address || !phone) throw new AppError('points.delivery_required');
  return { recipient, address, phone };
}
