import { z } from 'zod';
import { moneyText } from '../ledger/amount';

/**
 * GET /wps/relay/MCSFE_getPlayerRankProgress (token, real accounts): the `/vip` page — the
 * merchant's level table, the member's level and the progress to the next level. A level is
 * reached when both lifetime valid bets and lifetime deposits reach its thresholds.
 */
export const getVipProgressQuery = z.object({});

export const vipLevelView = z.object({
  level: z.number().int(),
  name: z.string(),
  minValidBet: moneyText,
  minDeposit: moneyText,
  upgradeBonus: moneyText,
  monthlyBonus: moneyText,
  birthdayBonus: moneyText,
  /** Most that may be withdrawn per day at this level; null = no VIP limit. */
  dailyWithdrawalLimit: moneyText.nullable(),
});

export const getVipProgressResponse = z.object({
  level: z.number().int(),
  /** The level's name (the reference's playerRankName). */
  playerRankName: z.string(),
  validBet: moneyText,
  /** The part of `validBet` bought with points (VIP-points goods), not played. */
  validBetAdded: moneyText,
  deposit: moneyText,
  /** The next level and what is still missing; null at the top level. */
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      validBetMissing: moneyText,
      depositMissing: moneyText,
      /** 0–100: the lesser of the two progress ratios, in whole percent. */
      percent: z.number().int(),
    })
    .nullable(),
  levels: z.array(vipLevelView),
});

export type GetVipProgressResponse = z.infer<typeof getVipProgressResponse>;
export type VipLevelView = z.infer<typeof vipLevelView>;
