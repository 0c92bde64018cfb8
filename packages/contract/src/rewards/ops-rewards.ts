import { z } from 'zod';
import { amountInput } from '../ledger/amount';
import { vipLevelView } from './vip-progress';

/**
 * Operator API for rewards (/ops, audited): VIP levels and rebate rates.
 * PUT /ops/vip-levels/:level creates or replaces a level; GET /ops/vip-levels lists them.
 * PUT /ops/rebate-rates sets one rate (game type × VIP level); GET /ops/rebate-rates lists.
 */
export const vipLevelParams = z.object({ level: z.coerce.number().int().min(0).max(99) });

const optionalAmount = z.union([amountInput, z.literal(0), z.literal('0')]).default(0);

export const saveVipLevelRequest = z.object({
  name: z.string().trim().min(1).max(32),
  minValidBet: optionalAmount,
  minDeposit: optionalAmount,
  upgradeBonus: optionalAmount,
  monthlyBonus: optionalAmount,
  birthdayBonus: optionalAmount,
  /** null: no VIP limit on withdrawals. */
  dailyWithdrawalLimit: amountInput.nullable().default(null),
});

export type SaveVipLevelRequest = z.infer<typeof saveVipLevelRequest>;

export const listVipLevelsResponse = z.object({ list: z.array(vipLevelView) });

export const rebateRateRow = z.object({
  gameType: z.string().regex(/^[A-Z]{2,16}$/),
  vipLevel: z.number().int().min(0).max(99),
  /** Basis points of valid bets: 80 = 0.80 %; at most 500 (5 %). */
  rateBps: z.number().int().min(0).max(500),
});

export const saveRebateRateRequest = rebateRateRow;
export const listRebateRatesResponse = z.object({ list: z.array(rebateRateRow) });
