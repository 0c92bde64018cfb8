import type { GoodsView, OrderView } from '@wl/contract/points/points-views';
import { money } from '../cashier/money-edge';
import type { PointsOrder } from './order-store';
import type { Goods } from './points-store';

const VALUED = new Set<Goods['kind']>(['cash', 'bonus', 'vip_points']);

/**
 * The shapes the member's calls and the operator's API answer. `slotName` names a free-spins
 * good's game in the language of the request (house-slots.ts).
 */
export function goodsView(
  g: Goods,
  currency: string,
  slotName: (gameCode: string) => string,
): GoodsView {
  return {
    id: g.id.toString(),
    kind: g.kind,
    category: g.category,
    name: g.name,
    description: g.description,
    imageUrl: g.imageUrl,
    pricePoints: g.pricePoints.toString(),
    value: VALUED.has(g.kind) ? money(g.valueMinor, currency) : null,
    freeSpins: g.freeSpins && {
      gameCode: g.freeSpins.gameCode,
      gameName: slotName(g.freeSpins.gameCode),
      spins: g.freeSpins.spins,
      betPerSpin: money(g.freeSpins.betMinor, currency),
    },
    stock: g.stock,
  };
}

export function orderView(o: PointsOrder): OrderView {
  return {
    id: o.id.toString(),
    goodsId: o.goodsId.toString(),
    goodsName: o.goodsName,
    goodsKind: o.goodsKind,
    points: o.points.toString(),
    status: o.status,
    recipient: o.recipient,
    address: o.address,
    phone: o.phone,
    reason: o.reason,
    createdAt: o.createdAt.getTime(),
    decidedAt: o.decidedAt?.getTime() ?? null,
  };
}

export function opsOrderView(o: PointsOrder) {
  return { ...orderView(o), memberId: o.memberId.toString(), username: o.username };
}
