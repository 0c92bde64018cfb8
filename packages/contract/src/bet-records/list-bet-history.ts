import { z } from 'zod';
import { envelope } from '../common/envelope';
import { betHistoryQuery, betTotals } from './common';

/**
 * `GET /wps/relay/ODSFE2_getBetHistory` (token): the member centre's betting record
 * (personalHistoryCopy) — the member's rounds, newest first, filtered and paged, with the
 * totals of the whole filtered set.
 */
export const getBetHistoryQuery = betHistoryQuery;

export const betRoundItem = z.object({
  /** The platform's id of the round (for ODSFE2_getBetDetail). */
  id: z.string(),
  roundId: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  gameType: z.string().nullable(),
  currency: z.string(),
  stake: z.string(),
  validBet: z.string(),
  payout: z.string(),
  profit: z.string(),
  status: z.enum(['open', 'settled', 'void']),
  startedAt: z.number().int(),
  settledAt: z.number().int().nullable(),
});
export type BetRoundItem = z.infer<typeof betRoundItem>;

export const getBetHistoryValue = z.object({
  list: z.array(betRoundItem),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  totals: betTotals,
});
export type GetBetHistoryValue = z.infer<typeof getBetHistoryValue>;
export const getBetHistoryResponse = envelope(getBetHistoryValue);

/** `GET /wps/relay/ODSFE2_getBetDetail` (token): one round, with the vendor's round page. */
export const getBetDetailQuery = z.object({ id: z.string().regex(/^[0-9]{1,18}$/) });
export const getBetDetailValue = betRoundItem.extend({
  /** The vendor's page replaying the round (house rounds), else null. */
  detailUrl: z.string().nullable(),
});
export type GetBetDetailValue = z.infer<typeof getBetDetailValue>;
export const getBetDetailResponse = envelope(getBetDetailValue);
