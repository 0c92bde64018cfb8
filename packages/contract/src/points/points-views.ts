import { z } from 'zod';
import { moneyText } from '../ledger/amount';

/** Points are whole numbers, sent as decimal text (they are bigint in the ledger). */
export const pointsText = z.string().regex(/^-?\d+$/);

export const goodsView = z.object({
  id: z.string(),
  kind: z.enum(['cash', 'bonus', 'physical']),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  pricePoints: pointsText,
  /** What a cash or bonus good pays in the merchant's currency; null for physical goods. */
  value: moneyText.nullable(),
  /** null: unlimited. */
  stock: z.number().int().nullable(),
});
export type GoodsView = z.infer<typeof goodsView>;

export const orderView = z.object({
  id: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  goodsKind: z.enum(['cash', 'bonus', 'physical']),
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
