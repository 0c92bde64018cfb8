import { z } from 'zod';
import { moneyText } from '../ledger/amount';
import { bonusView } from './promotion';

/**
 * POST /wps/promotions/:id/claim (token, real account): claims a claim-when-eligible
 * promotion, once per member (and per device / IP / payment account when the rule says so).
 */
export const claimPromotionRequest = z.object({
  /** The browser's device id (kept in local storage), for one-claim-per-device rules. */
  deviceId: z.string().max(100).optional(),
});
export const claimPromotionResponse = z.object({ bonus: bonusView });

/**
 * MCS2_claimRafflePromotion (POST relay, token): one draw of a raffle. The prize is
 * HMAC-SHA256(seed, `${memberId}:${clientSeed}`) mapped onto the prize weights; the seed's
 * sha256 was published before the draw and the seed is revealed when the raffle ends.
 */
export const claimRaffleRequest = z.object({
  promotionId: z.union([z.string().regex(/^\d{1,18}$/), z.number().int().positive()]),
  clientSeed: z.string().max(64).optional(),
  deviceId: z.string().max(100).optional(),
});
export const claimRaffleResponse = z.object({
  prizeIndex: z.number().int(),
  amount: moneyText,
  seedHash: z.string(),
  clientSeed: z.string(),
  /** The number drawn, 0 ≤ roll < sum of weights. */
  roll: z.number().int(),
  bonus: bonusView.nullable(),
});

/** GET /wps/bonuses (token): my bonuses with their wagering progress, newest first. */
export const listBonusesResponse = z.object({ list: z.array(bonusView) });
