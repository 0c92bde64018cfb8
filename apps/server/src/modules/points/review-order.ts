import type { Db, Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import { grantBonusInTx } from '../bonus/grant-bonus';
import { sendInboxMessage } from '../inbox/send-inbox-message';
import { moveInTx, resolveInTx } from '../ledger/ledger-in-tx';
import { moneyTx } from '../ledger/money-tx';
import { openMemberAccount } from '../ledger/open-member-account';
import { systemAccount } from '../ledger/system-account';
import { decideOrder, findOrder, lockApplyingOrder, type PointsOrder } from './order-store';
import { addVipProgress } from '../rewards/vip-progress-store';
import { findFreeSpinGrant, markFreeSpinsGranted } from './free-spin-grant-store';
import { findGoods, returnStock, type Goods } from './points-store';
import { sendFreeSpins } from './send-free-spins';

/** How long a bonus bought with points may be wagered. */
const BONUS_VALID_MS = 30 * 24 * 60 * 60_000;

interface Review {
  db: Db;
  merchantId: bigint;
  orderId: bigint;
  operatorId: bigint;
  ip: string | null;
  now: Date;
}

/**
 * An operator passes an order: the held points are taken (the hold posted), the good is
 * delivered in the same transaction (cash to the main wallet, a bonus by the bonus engine,
 * VIP progress as an adjustment row; physical goods leave by post), the member gets an inbox
 * message, the audit log a row. Free spins are granted at the house first (send-free-spins.ts).
 */
export async function passOrder(r: Review): Promise<PointsOrder> {
  const before = await findOrder(r.db, r.merchantId, r.orderId);
  if (before?.status === 'applying' && before.goodsKind === 'house_free_spins')
    await sendFreeSpins(r);
  return decide(r, 'passed', '', async (tx, order, goods) => {
    await resolveInTx(
      tx,
      { holdId: order.holdId, idempotencyKey: `points:order:${order.id}:pass` },
      'post',
    );
    await deliver(tx, order, goods, r.now);
  });
}

/** An operator rejects an order: the hold is voided (points back, exactly once), stock returns. */
export async function rejectOrder(r: Review & { reason: string }): Promise<PointsOrder> {
  return decide(r, 'rejected', r.reason, async (tx, order) => {
    // Free spins already sent to the house: the points pay for them, so the order can only pass.
    if (await findFreeSpinGrant(tx, order.id)) throw new AppError('points.order_delivering');
    await resolveInTx(
      tx,
      { holdId: order.holdId, idempotencyKey: `points:order:${order.id}:void` },
      'void',
    );
    await returnStock(tx, order.goodsId);
  });
}

async function decide(
  r: Review,
  status: 'passed' | 'rejected',
  reason: string,
  settle: (tx: Sql, order: PointsOrder, goods: Goods) => Promise<void>,
): Promise<PointsOrder> {
  return moneyTx(r.db, async (tx) => {
    const order = await lockApplyingOrder(tx, r.merchantId, r.orderId);
    if (!order) {
      const any = await findOrder(tx, r.merchantId, r.orderId);
      throw new AppError(any ? 'points.order_decided' : 'points.order_not_found');
    }
    const goods = await findGoods(tx, r.merchantId, order.goodsId);
    if (!goods) throw new Error(`points order ${order.id} names a missing good`);
    await settle(tx, order, goods);
    await decideOrder(tx, { id: order.id, status, reason, operatorId: r.operatorId, at: r.now });
    await insertAudit(tx, {
      merchantId: r.merchantId,
      ...byOperator(r.operatorId),
      action: `points.order.${status === 'passed' ? 'pass' : 'reject'}`,
      subjectType: 'points_order',
      subjectId: order.id.toString(),
      before: { status: order.status },
      after: { status, reason, points: order.points },
      ip: r.ip,
    });
    await sendInboxMessage(tx, {
      merchantId: r.merchantId,
      memberId: order.memberId,
      kind: `points_order_${status}`,
      title: status === 'passed' ? 'Redemption passed' : 'Redemption rejected',
      body: `Your redemption of ${order.goodsName} for ${order.points} points was ${status}.`,
      params: { goods: order.goodsName, points: order.points.toString() },
      dedupeKey: `points_order:${order.id}`,
    });
    const after = await findOrder(tx, r.merchantId, order.id);
    return after!;
  });
}

async function deliver(tx: Sql, order: PointsOrder, goods: Goods, now: Date) {
  if (goods.kind === 'bonus') {
    await grantBonusInTx(tx, {
      memberId: order.memberId,
      amountMinor: goods.valueMinor,
      grantKey: `points:order:${order.id}`,
      source: 'points',
      sourceRef: order.id.toString(),
      wageringMultipleBps: 10_000,
      validForMs: BONUS_VALID_MS,
      now,
    });
  } else if (goods.kind === 'house_free_spins') {
    // The house holds the grant (sendFreeSpins ran before this transaction).
    await markFreeSpinsGranted(tx, order.id, now);
  } else if (goods.kind === 'vip_points') {
    await addVipProgress(tx, {
      merchantId: order.merchantId,
      memberId: order.memberId,
      validBetMinor: goods.valueMinor,
      source: 'points_order',
      sourceRef: order.id.toString(),
    });
  } else if (goods.kind === 'cash') {
    await payCash(tx, {
      memberId: order.memberId,
      merchantId: order.merchantId,
      amountMinor: goods.valueMinor,
      idempotencyKey: `points:order:${order.id}:cash`,
      reference: goods.name,
    });
  }
}

/** Money bought with points: the merchant's promotions account pays the main wallet. */
export async function payCash(
  tx: Sql,
  p: {
    memberId: bigint;
    merchantId: bigint;
    amountMinor: bigint;
    idempotencyKey: string;
    reference: string;
  },
) {
  const currency = await merchantCurrency(tx, p.merchantId);
  const [main, promotions] = await Promise.all([
    openMemberAccount({ sql: tx, memberId: p.memberId, kind: 'main', currency }),
    systemAccount({ sql: tx, merchantId: p.merchantId, kind: 'promotions', currency }),
  ]);
  return moveInTx(
    tx,
    {
      debitAccountId: promotions.id,
      creditAccountId: main.id,
      amountMinor: p.amountMinor,
      currency,
      code: 'POINTS_REDEEM',
      idempotencyKey: p.idempotencyKey,
      reference: p.reference.slice(0, 200),
    },
    'posted',
  );
}

async function merchantCurrency(tx: Sql, merchantId: bigint) {
  const r = await tx.query<{ currency: string }>(`SELECT currency FROM merchants WHERE id = $1`, [
    merchantId,
  ]);
  return r.rows[0]!.currency;
}
