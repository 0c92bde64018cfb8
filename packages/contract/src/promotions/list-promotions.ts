import { z } from 'zod';
import { PROMOTION_CATEGORIES, promotionSummary } from './promotion';

/**
 * GET /wps/promotions (token optional): the promotions live now or coming soon, in the
 * request's language, newest first; with a token each carries the member's status.
 */
export const listPromotionsQuery = z.object({
  category: z.enum(PROMOTION_CATEGORIES).optional(),
});

export const listPromotionsResponse = z.object({
  categories: z.array(z.enum(PROMOTION_CATEGORIES)),
  list: z.array(promotionSummary),
});
export type ListPromotionsResponse = z.infer<typeof listPromotionsResponse>;
