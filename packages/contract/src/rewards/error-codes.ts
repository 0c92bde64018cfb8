/** Error codes of rewards (reward centre, rebate, VIP, missions); merged in common/. */
export const rewardsErrors = {
  /** Nothing is accrued or waiting: the claim moved no money. */
  'rewards.nothing_to_claim': { status: 409, messageKey: 'error_rewards_nothing_to_claim' },
  'rewards.reward_not_found': { status: 404, messageKey: 'error_rewards_reward_not_found' },
  /** The reward was claimed before (by this or a concurrent request). */
  'rewards.already_claimed': { status: 409, messageKey: 'error_rewards_already_claimed' },
  'rewards.mission_not_found': { status: 404, messageKey: 'error_rewards_mission_not_found' },
} as const;

export type RewardsErrorCode = keyof typeof rewardsErrors;
