import { z } from 'zod';
import { moneyText } from '../ledger/amount';
import { contractKinds, contractPeriods, contractView } from './process-contract';

/**
 * My income (agent centre) and a contract's history.
 * GET /wps/relay/MCSFE_getContractIncome   (token) `from`, `to` (epoch ms), optional `kind`
 * GET /wps/relay/MCSFE_getContractHistory  (token) `contractId`
 */
export const getContractIncomeQuery = z.object({
  from: z.coerce.number().int().nonnegative(),
  to: z.coerce.number().int().positive(),
  kind: z.enum(contractKinds).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

export const billView = z.object({
  billId: z.number().int(),
  contractId: z.number().int(),
  kind: z.enum(contractKinds),
  periodStart: z.number().int(),
  periodEnd: z.number().int(),
  turnover: moneyText,
  loss: moneyText,
  activeMembers: z.number().int(),
  basis: moneyText,
  ratio: z.string(),
  amount: moneyText,
  paid: moneyText,
  status: z.enum(['nothing_due', 'unpaid', 'insufficient', 'partially_paid', 'paid']),
  payerUsername: z.string().nullable(),
  payeeUsername: z.string(),
});
export type BillView = z.infer<typeof billView>;

export const getContractIncomeResponse = z.object({
  /** Paid to the member per day of the range and kind, for the chart. */
  byDay: z.array(z.object({ day: z.string(), kind: z.enum(contractKinds), paid: moneyText })),
  totalPaid: moneyText,
  totalOwed: moneyText,
  bills: z.array(billView),
  total: z.number().int(),
});
export type GetContractIncomeResponse = z.infer<typeof getContractIncomeResponse>;

export const getContractHistoryQuery = z.object({ contractId: z.coerce.number().int().positive() });
export const getContractHistoryResponse = z.object({
  contract: contractView,
  versions: z.array(
    z.object({
      version: z.number().int(),
      action: z.enum(['propose', 'sign', 'refuse', 'terminate', 'expire', 'auto_terminate']),
      status: z.string(),
      actorType: z.enum(['member', 'operator', 'system']),
      reason: z.string(),
      topRatio: z.string(),
      at: z.number().int(),
    }),
  ),
  bills: z.array(billView),
  /** The running window of a real-time salary: its accrual so far and when it settles. */
  currentWindow: z
    .object({
      start: z.number().int(),
      end: z.number().int(),
      turnover: moneyText,
      ratio: z.string(),
      accrued: moneyText,
    })
    .nullable(),
  period: z.enum(contractPeriods),
});
export type GetContractHistoryResponse = z.infer<typeof getContractHistoryResponse>;
