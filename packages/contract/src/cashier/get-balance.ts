import { z } from 'zod';
import { moneyText } from '../ledger/amount';
import { customerServiceEntry } from '../system/get-status';

/**
 * GET /wps/v2/wallets/balance (token; trial accounts see their play money). `sumBalance` is the
 * available money over the main wallet and the transfer-mode vendor wallets; each `balance`
 * entry is one wallet (accountTypeId 2 = main). Amounts are decimal strings with two places.
 */
export const getBalanceQuery = z.object({
  typeId: z.coerce.number().int().min(0).max(1000).optional(),
});

export const walletBalance = z.object({
  accountTypeId: z.number().int(),
  /** Balance minus what is held for pending withdrawals. */
  availBalance: moneyText,
  balance: moneyText,
  heldBalance: moneyText,
});

export const getBalanceResponse = z.object({
  sumBalance: moneyText,
  balance: z.array(walletBalance),
  currency: z.string(),
  currencySymbol: z.string(),
  /** True for a trial account: the money is play money and never leaves the trial. */
  playMoney: z.boolean(),
  unreadMessage: z.number().int(),
  availablePromoCount: z.number().int(),
  availablePromo: z.object({ REFERRAL: z.object({ enabled: z.boolean() }) }),
  hasVip: z.boolean(),
  vipRankLevel: z.number().int(),
  customerService: z.array(customerServiceEntry),
});
export type GetBalanceResponse = z.infer<typeof getBalanceResponse>;
