import { z } from 'zod';
import { quickRange } from '../bet-records/common';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/**
 * The period of an agent report: a quick pick (today, yesterday, past 7 or 30 days) or
 * inclusive UTC days at most 90 apart; default the past 7 days.
 */
export const teamRange = z.object({
  startDate: day.optional(),
  endDate: day.optional(),
  quick: quickRange.optional(),
});
export type TeamRange = z.input<typeof teamRange>;
