import { z } from 'zod';
import { envelope } from '../common/envelope';
import { betFilters, betTotals } from './common';

/**
 * `GET /wps/relay/ODSFE2_getPersonalProfit` (token): profit and loss (personalProfit) over the
 * filtered rounds, split by game type and vendor, with the grand totals.
 */
export const getPersonalProfitQuery = betFilters;

export const profitLine = betTotals.extend({
  gameType: z.string().nullable(),
  vendorCode: z.string(),
});

export const getPersonalProfitValue = z.object({
  lines: z.array(profitLine),
  totals: betTotals,
});
export type GetPersonalProfitValue = z.infer<typeof getPersonalProfitValue>;
export const getPersonalProfitResponse = envelope(getPersonalProfitValue);
