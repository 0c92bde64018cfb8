/**
 * The rewards pages of the member centre (rewardCenter, manualRebate, missionLeaderboard,
 * referral), each its own chunk.
 */
import { lazy } from 'react';

export const rewardsPages = {
  rewardCenter: lazy(() => import('./reward-centre-page')),
  manualRebate: lazy(() => import('./manual-rebate-page')),
  missionLeaderboard: lazy(() => import('./missions-page')),
  referral: lazy(() => import('./referral-page')),
};
