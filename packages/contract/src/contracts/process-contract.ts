import { z } from 'zod';
import { amountInput, moneyText } from '../ledger/amount';

/**
 * The four contract calls (reference §3.9, §6.3), one shape for all of them:
 * GET  /wps/relay/MCS2_processDividendReq              (token; dividend)
 * GET  /wps/relay/MCS2_processDailySalContract         (token; daily salary)
 * POST /wps/relay/MCS2_processContractHourSalary       (token; hourly salary)
 * POST /wps/relay/MCSFE_processRealTimeSalaryContract  (token; real-time salary)
 * `action` query lists the member's contracts of the kind (as downline and as upline);
 * propose offers terms to a direct downline; sign / refuse / terminate answer or end one.
 * The original's `status` A / R / C (accept, reject, cancel) and `id` / `contractId` are
 * accepted too. Ratios are percent with at most two decimals ("1.25" = 1.25 %).
 */
export const contractKinds = [
  'dividend',
  'daily_salary',
  'hourly_salary',
  'realtime_salary',
] as const;
export const contractPeriods = [
  'five_minutes',
  'hourly',
  'daily',
  'weekly',
  'half_monthly',
  'monthly',
] as const;
export const contractStatuses = ['proposed', 'active', 'refused', 'terminated', 'expired'] as const;

export const ratioPercent = z
  .union([z.string().max(8), z.number()])
  .refine((v) => /^\d{1,3}(\.\d{1,2})?$/.test(String(v).trim()), 'percent, two decimals at most');

export const tierInput = z.object({
  ratio: ratioPercent,
  minTurnover: amountInput.default('0'),
  minLoss: amountInput.default('0'),
  minActiveMembers: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** Tiers may arrive as JSON text in a query string (the GET calls). */
const tiersInput = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}, z.array(tierInput).min(1).max(50));

const idInput = z.coerce.number().int().positive();

export const processContractRequest = z.object({
  action: z.enum(['query', 'propose', 'sign', 'refuse', 'terminate']).optional(),
  status: z.enum(['A', 'R', 'C']).optional(),
  id: idInput.optional(),
  contractId: idInput.optional(),
  downlineUsername: z.string().min(1).max(64).optional(),
  period: z.enum(['daily', 'weekly', 'half_monthly', 'monthly']).optional(),
  tiers: tiersInput.optional(),
  reason: z.string().max(500).optional(),
});
export type ProcessContractRequest = z.infer<typeof processContractRequest>;

export const tierView = z.object({
  ratio: z.string(),
  minTurnover: moneyText,
  minLoss: moneyText,
  minActiveMembers: z.number().int(),
});

export const contractView = z.object({
  contractId: z.number().int(),
  kind: z.enum(contractKinds),
  period: z.enum(contractPeriods),
  status: z.enum(contractStatuses),
  /** Whether the member asking is the one paid (downline) or the one paying (upline). */
  role: z.enum(['downline', 'upline']),
  uplineUsername: z.string().nullable(),
  downlineUsername: z.string(),
  tiers: z.array(tierView),
  topRatio: z.string(),
  version: z.number().int(),
  proposedAt: z.number().int(),
  expiresAt: z.number().int(),
  signedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  /** Accepting would terminate the member's own downline contracts above this ratio. */
  downlineHigherRate: z.enum(['Y', 'N']),
});
export type ContractView = z.infer<typeof contractView>;

export const processContractResponse = z.object({
  contract: contractView.nullable(),
  contracts: z.array(contractView),
});
export type ProcessContractResponse = z.infer<typeof processContractResponse>;
