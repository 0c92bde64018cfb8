import { z } from 'zod';
import { moneyText } from '../ledger/amount';

/** Points are whole numbers, sent as decimal text (they are bigint in the ledger). */
export const pointsText = z.string().regex(/^-?\d+$/);

/**
 * cash: money to the main wallet; bonus: a bonus with wagering; physical: sent by post;
 * house_free_spins: free spins of one house slot; vip_points: progress toward the next VIP level.
 */
export const GOODS_KINDS = ['cash', 'bonus', 'physical', 'house_free_spins', 'vip_points'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];

/** What a free-spins good gives: `spins` spins of the house slot `gameCode` at `betPerSpin`. */
export const freeSpinsView = z.object({
  gameCode: z.string(),
  /** The game's name in the language of the request (English when it has none). */
  gameName: z.string(),
  spins: z.number().int(),
  betPerSpin: moneyText,
});

export const goodsView = z.object({
  id: z.string(),
  kind: z.enum(GOODS_KINDS),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  pricePoints: pointsText,
  /**
   * What a cash or bonus good pays, or the VIP progress a VIP-points good adds, in the
   * merchant's currency; null for physical goods and free spins.
   */
  value: moneyText.nullable(),
  /** Free-spins goods only. */
  freeSpins: freeSpinsView.nullable(),
  /** null: unlimited. */
  stock: z.number().int().nullable(),
});
export type GoodsView = z.infer<typeof goodsView>;

export const orderView = z.object({
  id: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  goodsKind: z.enum(GOODS_KINDS),
  points: pointsText,
  status: z.enum(['applying', 'passed', 'rejected']),
  recipient: z.string(),
  address: z.string(),
  phone: z.string(),
  reason: z.string(),
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
});
export type OrderView = z.infer<typeof orderView>;
