import { z } from 'zod';
import { moneyText } from '../ledger/amount';

/**
 * The reward centre (member-centre page rewardCenter): everything the member can claim now,
 * from every source — VIP upgrade, monthly and birthday bonuses, missions, invitations, the
 * accrued self-service rebate, and promotions that plug in.
 *
 * GET /wps/relay/MCSFE_getRewardCenter (token, real accounts).
 */
export const getRewardCentreQuery = z.object({});

export const rewardSource = z.string().regex(/^[a-z_]{2,32}$/);

export const claimableReward = z.object({
  /** `<source>:<id>`; send it back to claim. */
  id: z.string(),
  source: rewardSource,
  amount: moneyText,
  currency: z.string(),
  /** Parameters of the source's title: level, levelName, missionTitle, friend, gameTypes. */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
});

export const getRewardCentreResponse = z.object({
  items: z.array(claimableReward),
  /** The badge of the rewardCenter page. */
  count: z.number().int(),
  totalAmount: moneyText,
});

export type ClaimableRewardView = z.infer<typeof claimableReward>;
export type GetRewardCentreResponse = z.infer<typeof getRewardCentreResponse>;

export const rewardId = z.string().regex(/^[a-z_]{2,32}:[A-Za-z0-9_-]{1,40}$/);

/** The browser's device id, for promotions that allow one claim per device. */
const deviceId = z.string().max(100).optional();

/** POST /wps/relay/MCSFE_claimReward: one reward, paid exactly once. */
export const claimRewardRequest = z.object({ id: rewardId, deviceId });

/** POST /wps/relay/MCSFE_claimAllRewards: every reward listed now. */
export const claimAllRewardsRequest = z.object({ deviceId });

export const claimRewardsResponse = z.object({
  /** `bonus`: paid as a bonus with wagering (bonusDetails), not cash. */
  claimed: z.array(
    z.object({ id: z.string(), amount: moneyText, paidAs: z.enum(['cash', 'bonus']) }),
  ),
  totalAmount: moneyText,
});

export type ClaimRewardsResponse = z.infer<typeof claimRewardsResponse>;
