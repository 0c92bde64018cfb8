import { z } from 'zod';
import { moneyText } from '../ledger/amount';
import { billView } from './contract-income';
import {
  contractKinds,
  contractStatuses,
  contractView,
  ratioPercent,
  tierInput,
} from './process-contract';

/**
 * The operator's contract API (/ops/contracts…): settings per merchant, top-level offers,
 * termination, and views of every contract, bill and payment.
 */
export const contractSettingsBody = z.object({
  enabled: z.object({
    dividend: z.boolean(),
    dailySalary: z.boolean(),
    hourlySalary: z.boolean(),
    realtimeSalary: z.boolean(),
  }),
  maxRatio: ratioPercent,
  platformFee: ratioPercent,
  maxTiers: z.number().int().min(1).max(50),
  activeMinBet: z.union([z.string(), z.number()]),
  proposalTtlHours: z.number().int().min(1).max(8760),
  carryRule: z.enum(['accumulate', 'reset']),
});
export type ContractSettingsBody = z.infer<typeof contractSettingsBody>;
export const contractSettingsView = contractSettingsBody.extend({
  maxRatio: z.string(),
  platformFee: z.string(),
  activeMinBet: moneyText,
});

export const offerContractBody = z.object({
  downlineUsername: z.string().min(1).max(64),
  kind: z.enum(contractKinds),
  period: z.enum(['daily', 'weekly', 'half_monthly', 'monthly']).optional(),
  tiers: z.array(tierInput).min(1).max(50),
  reason: z.string().max(500).optional(),
});

export const contractIdParams = z.object({ id: z.coerce.number().int().positive() });
export const terminateBody = z.object({ reason: z.string().min(3).max(500) });

export const listContractsQuery = z.object({
  kind: z.enum(contractKinds).optional(),
  status: z.enum(contractStatuses).optional(),
  username: z.string().max(64).optional(),
});
export const listContractsResponse = z.object({ contracts: z.array(contractView) });

export const listBillsQuery = z.object({
  kind: z.enum(contractKinds).optional(),
  status: z.enum(['nothing_due', 'unpaid', 'insufficient', 'partially_paid', 'paid']).optional(),
  contractId: z.coerce.number().int().positive().optional(),
  /** Bills the member pays or is paid (an agent's bills in the back office). */
  username: z.string().trim().max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const listBillsResponse = z.object({ bills: z.array(billView), total: z.number().int() });

export const listPaymentsQuery = z.object({
  billId: z.coerce.number().int().positive().optional(),
});
export const listPaymentsResponse = z.object({
  payments: z.array(
    z.object({
      paymentId: z.number().int(),
      billId: z.number().int(),
      transferId: z.number().int(),
      amount: moneyText,
      at: z.number().int(),
    }),
  ),
});

export const settleNowResponse = z.object({
  expired: z.number().int(),
  billed: z.number().int(),
  paid: z.number().int(),
  short: z.number().int(),
});
