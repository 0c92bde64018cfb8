import { z } from 'zod';
import { amountInput, idempotencyKeyInput, moneyText } from '../ledger/amount';
import { pagingQuery } from '../common/paging';
import { GOODS_KINDS, goodsView, orderView, pointsText } from './points-views';

/**
 * Operator API for the points mall (/ops, permission area 'points', audited):
 * GET/PUT /ops/points/settings            exchange ratio, minimum conversion, rules text
 * GET/PUT /ops/points/earning-rules       points per unit of valid bet (by game type) / deposit
 * GET /ops/points/goods, POST /ops/points/goods, PUT /ops/points/goods/:id   goods and stock
 * GET /ops/points/orders?status=          redemption orders
 * POST /ops/points/orders/:id/pass|reject redemption review (points return on rejection)
 * POST /ops/points/grants                 give a member points (goodwill, prizes)
 */
export const pointsIdParams = z.object({ id: z.coerce.number().int().min(1) });

export const pointsSettingsBody = z.object({
  /** Points that buy one unit of the merchant's currency. */
  pointsPerUnit: z.number().int().min(1).max(1_000_000),
  minConvertPoints: z.number().int().min(1).max(100_000_000),
  rulesText: z.string().max(5000).default(''),
});
export const pointsSettingsView = pointsSettingsBody;

export const EARNING_SOURCES = ['bet', 'deposit'] as const;

export const earningRule = z
  .object({
    source: z.enum(EARNING_SOURCES),
    /** A game type (SLOT, LIVE…) or '*' for every other type; deposits use '*'. */
    gameType: z.string().regex(/^(\*|[A-Z][A-Z0-9_]{0,19})$/),
    /** Points per unit of currency in basis points: 10 000 = one point per unit. 0 = none. */
    rateBps: z.number().int().min(0).max(1_000_000),
  })
  .refine((r) => r.source === 'bet' || r.gameType === '*', {
    message: "deposits earn by one rule ('*')",
    path: ['gameType'],
  });
export const saveEarningRuleBody = earningRule;
export const listEarningRulesResponse = z.object({ list: z.array(earningRule) });

/** Kinds whose good carries a money value (paid, granted, or added to VIP progress). */
const VALUED_KINDS: readonly string[] = ['cash', 'bonus', 'vip_points'];

/** A free-spins good's terms; the game must be one of the merchant's house slots. */
export const freeSpinsInput = z.object({
  gameCode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  spins: z.number().int().min(1).max(100),
  /** The whole bet of one spin (all lines), in minor units. */
  betMinor: z.number().int().min(1).max(100_000_000),
});

export const saveGoodsBody = z
  .object({
    kind: z.enum(GOODS_KINDS),
    category: z.string().regex(/^[a-z][a-z0-9_]{0,31}$/),
    name: z.string().trim().min(1).max(100),
    description: z.string().max(1000).default(''),
    imageUrl: z.union([z.literal(''), z.string().url().max(500)]).default(''),
    pricePoints: z.number().int().min(1).max(1_000_000_000),
    /** Cash paid, bonus granted or VIP progress added; physical goods and free spins have none. */
    value: amountInput.optional(),
    /** Free-spins goods only. */
    freeSpins: freeSpinsInput.optional(),
    /** null: unlimited. */
    stock: z.number().int().min(0).max(10_000_000).nullable(),
    active: z.boolean().default(true),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((g) => VALUED_KINDS.includes(g.kind) === (g.value !== undefined), {
    message: 'cash, bonus and VIP-points goods need a value, the others none',
    path: ['value'],
  })
  .refine((g) => (g.kind === 'house_free_spins') === (g.freeSpins !== undefined), {
    message: 'free-spins goods need their game, spins and bet, the others none',
    path: ['freeSpins'],
  });
export type SaveGoodsBody = z.infer<typeof saveGoodsBody>;

export const opsGoodsView = goodsView.extend({ active: z.boolean(), sort: z.number().int() });
export const listOpsGoodsResponse = z.object({ list: z.array(opsGoodsView) });

export const ORDER_STATUSES = ['applying', 'passed', 'rejected'] as const;

export const listOrdersQuery = pagingQuery.extend({
  status: z.enum(ORDER_STATUSES).optional(),
});
export const opsOrderView = orderView.extend({
  memberId: z.string(),
  username: z.string(),
});
export const listOpsOrdersResponse = z.object({
  list: z.array(opsOrderView),
  total: z.number().int(),
});

/** An operator gives a member points (goodwill, a prize); idempotent by the key. */
export const grantPointsBody = z.object({
  memberId: z.number().int().min(1),
  points: z.number().int().min(1).max(100_000_000),
  reason: z.string().trim().min(1).max(200),
  idempotencyKey: idempotencyKeyInput,
});
export const grantPointsResponse = z.object({ replayed: z.boolean(), transferId: z.string() });

export const rejectOrderBody = z.object({ reason: z.string().trim().min(1).max(500) });
export const passOrderBody = z.object({}).default({});

export { GOODS_KINDS, moneyText, pointsText };
