import { z } from 'zod';
import { moneyText } from '../ledger/amount';

/**
 * GET /wps/relay/MCSFE_getWithdrawSettings?groupId=0 (token, real account): limits per card
 * type, what is left today, the time window (from = to means all day), whether a payment
 * password is needed, and how much turnover (bets) is still missing before a withdrawal.
 */
export const getWithdrawSettingsQuery = z.object({
  groupId: z.coerce.number().int().min(0).max(1000).optional(),
});

const limit = z.object({ min: moneyText, max: moneyText, enabled: z.boolean() });

export const getWithdrawSettingsResponse = z.object({
  currency: z.string(),
  availBalance: moneyText,
  minWithdrawal: moneyText,
  maxWithdrawal: moneyText,
  eWalletMinAmount: moneyText,
  eWalletMaxAmount: moneyText,
  virtualMinAmount: moneyText,
  virtualMaxAmount: moneyText,
  limits: z.object({ BC: limit, EW: limit, VW: limit }),
  maxTransactionTimes: z.number().int(),
  remainingTransactionTimes: z.number().int(),
  remainingWithdrawAmount: moneyText,
  /** HH:MM in the merchant's time zone. */
  withdrawDateFrom: z.string(),
  withdrawDateTo: z.string(),
  timeZone: z.string(),
  withinWithdrawHours: z.boolean(),
  withdrawTimeMsg: z.string(),
  precautionNote: z.string(),
  c2cEnabled: z.boolean(),
  /** Percent, e.g. "0.00". */
  withdrawPenaltyCharge: z.string(),
  needPaymentPassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
  turnoverRequired: moneyText,
  turnoverDone: moneyText,
  turnoverRemaining: moneyText,
});
export type WithdrawSettings = z.infer<typeof getWithdrawSettingsResponse>;
