/**
 * The member centre's page table: one lazy component per page key of the spec (order:
 * components/account-control.ts), each from the feature that builds it.
 */
import {
  securityCentrePage,
  type MemberCentrePageTable,
} from '../../features/member-centre/member-centre-pages';
import { betRecordPages } from '../../features/bet-records/bet-records-pages';
import { walletPages } from '../../features/wallet/wallet-pages';
import { inboxPage } from '../../features/inbox/inbox-pages';
import { rewardsPages } from '../../features/rewards/rewards-pages';

export const MEMBER_CENTRE_PAGES: MemberCentrePageTable = {
  securityCenter: securityCentrePage,
  transferFund: walletPages.transferFund,
  depositv2: walletPages.depositv2,
  withdraw: walletPages.withdraw,
  transferUpline: walletPages.transferUpline,
  personalHistoryCopy: betRecordPages.personalHistoryCopy,
  transactionHistory: walletPages.transactionHistory,
  personalProfit: betRecordPages.personalProfit,
  bonusDetails: walletPages.bonusDetails,
  rewardCenter: rewardsPages.rewardCenter,
  referral: rewardsPages.referral,
  missionLeaderboard: rewardsPages.missionLeaderboard,
  messageV2: inboxPage,
  manualRebate: rewardsPages.manualRebate,
};
