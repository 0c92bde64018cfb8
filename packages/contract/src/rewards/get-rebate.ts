import { z } from 'zod';
import { moneyText } from '../ledger/amount';

/**
 * GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType (token, real accounts): the
 * self-service rebate page. Per game type: the member's rate (basis points and percent text)
 * at their VIP level, the valid bets since the last claim and the rebate they make now.
 */
export const getRebateQuery = z.object({});

export const rebateLine = z.object({
  gameType: z.string(),
  rateBps: z.number().int(),
  /** The rate as text for people, e.g. "0.80". */
  ratePercent: z.string(),
  validBet: moneyText,
  rounds: z.number().int(),
  amount: moneyText,
});

export const getRebateResponse = z.object({
  vipLevel: z.number().int(),
  currency: z.string(),
  lines: z.array(rebateLine),
  totalAmount: moneyText,
  /** When the member last claimed, epoch ms; null before the first claim. */
  lastClaimedAt: z.number().int().nullable(),
});

export type GetRebateResponse = z.infer<typeof getRebateResponse>;
export type RebateLine = z.infer<typeof rebateLine>;

/** POST /wps/relay/MCSFE_claimRebate: pays everything accrued now, exactly once. */
export const claimRebateRequest = z.object({});

export const claimRebateResponse = z.object({
  claimId: z.string(),
  amount: moneyText,
  validBet: moneyText,
  lines: z.array(rebateLine),
});

export type ClaimRebateResponse = z.infer<typeof claimRebateResponse>;
