/**
 * The member centre's page table: one lazy component per page key of the spec (order:
 * components/account-control.ts). A feature that builds a page puts its lazy component here
 * in place of `pendingPage`; nothing else in the centre changes.
 */
import {
  pendingPage,
  securityCentrePage,
  type MemberCentrePageTable,
} from '../../features/member-centre/member-centre-pages';

export const MEMBER_CENTRE_PAGES: MemberCentrePageTable = {
  securityCenter: securityCentrePage,
  transferFund: pendingPage,
  depositv2: pendingPage,
  withdraw: pendingPage,
  transferUpline: pendingPage,
  personalHistoryCopy: pendingPage,
  transactionHistory: pendingPage,
  personalProfit: pendingPage,
  bonusDetails: pendingPage,
  rewardCenter: pendingPage,
  referral: pendingPage,
  missionLeaderboard: pendingPage,
  messageV2: pendingPage,
  manualRebate: pendingPage,
};
