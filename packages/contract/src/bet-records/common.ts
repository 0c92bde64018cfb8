import { z } from 'zod';
import { pagingQuery } from '../common/paging';

/** Filters shared by the betting record and profit and loss (member centre). */
export const QUICK_RANGES = ['today', 'yesterday', 'last7days', 'last30days'] as const;
export const quickRange = z.enum(QUICK_RANGES);

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const betFilters = z.object({
  gameType: z.string().regex(/^[A-Z]{2,8}$/).optional(),
  vendorCode: z.string().transform((s) => s.trim().toUpperCase()).pipe(z.string().regex(/^[A-Z0-9_]{2,32}$/)).optional(),
  /** Inclusive UTC days; a quick pick replaces both. At most 90 days apart. */
  startDate: day.optional(),
  endDate: day.optional(),
  quick: quickRange.optional(),
});

export const betHistoryQuery = betFilters.extend(pagingQuery.shape);
export type BetHistoryQuery = z.input<typeof betHistoryQuery>;

/** Totals in decimal strings (two places). validBet = stake − refunds; profit = payout + refunds − stake. */
export const betTotals = z.object({
  count: z.number().int(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  profit: z.string(),
});
export type BetTotals = z.infer<typeof betTotals>;
