import { z } from 'zod';
import { moneyText } from '../ledger/amount';
import { applicationView } from './apply-promotion';
import { bonusView, promotionSummary } from './promotion';

/** GET /wps/promotions/:id (token optional): the detail page (promoDetail). */
export const promotionParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });

export const getPromotionResponse = promotionSummary.extend({
  /** Sanitised HTML (the server keeps only safe tags and attributes). */
  content: z.string(),
  /** What the member gets, for the terms box. */
  terms: z.object({
    percentBps: z.number().int().nullable(),
    fixedAmount: moneyText.nullable(),
    maxBonus: moneyText.nullable(),
    minDeposit: moneyText.nullable(),
    wageringMultipleBps: z.number().int(),
    validDays: z.number().int(),
  }),
  bonus: bonusView.nullable(),
  application: applicationView.nullable(),
  /** Raffles: the sha256 of the seed committed before the draw, and the seed once revealed. */
  raffle: z.object({ seedHash: z.string(), seed: z.string().nullable() }).nullable(),
});
export type GetPromotionResponse = z.infer<typeof getPromotionResponse>;
