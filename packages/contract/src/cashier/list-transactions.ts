import { z } from 'zod';
import { queryInt } from '../common/paging';
import { moneyText } from '../ledger/amount';
import { RECORD_TYPES, TRANSFER_CODES } from '../ledger/transfer-codes';
import { pointsDetailsResponse } from '../points/member-points';

/**
 * Account record (transactionHistory): GET /wps/relay/ODSFE2_MemTransDet
 * Bonus details (bonusDetails):        GET /wps/relay/ODSFE2_MemBonusDet
 * (token, real account). Filter by record type and a time range in epoch ms (the client turns
 * the quick picks "past 7 / 30 days" into a range); newest first; totals over the whole range.
 * Money only: with `accountType=points` the same call answers the points details instead
 * (points are a unit of their own, never listed as money).
 */
export const listTransactionsQuery = z
  .object({
    accountType: z.enum(['money', 'points']).default('money'),
    type: z.enum(RECORD_TYPES).optional(),
    startTime: z.coerce.number().int().min(0).optional(),
    endTime: z.coerce.number().int().min(0).optional(),
    pageNo: queryInt(1, 100_000).default(1),
    pageSize: queryInt(1, 100).default(15),
  })
  .refine((q) => q.startTime === undefined || q.endTime === undefined || q.startTime <= q.endTime, {
    message: 'startTime must not be after endTime',
    path: ['startTime'],
  });

export const transactionRow = z.object({
  id: z.string(),
  time: z.number().int(),
  code: z.enum(TRANSFER_CODES),
  /** Positive into the member's wallets, negative out; moves between own wallets are 0-sum. */
  amount: moneyText,
  direction: z.enum(['in', 'out', 'internal']),
  wallet: z.string(),
  reference: z.string(),
});
export type TransactionRow = z.infer<typeof transactionRow>;

export const listTransactionsResponse = z.object({
  list: z.array(transactionRow),
  total: z.number().int(),
  totalPages: z.number().int(),
  pageNum: z.number().int(),
  totalIn: moneyText,
  totalOut: moneyText,
});

/** What ODSFE2_MemTransDet answers: money lines, or points lines with `accountType=points`. */
export const memberTransDetResponse = z.union([listTransactionsResponse, pointsDetailsResponse]);
