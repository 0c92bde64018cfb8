/**
 * What any screen may ask of the signed-in area: open the member centre at a page, ask to
 * sign out (with confirmation), and run an action that needs a real account — a visitor gets
 * the login popup, a trial account the need-a-real-account warning (spec §5, §6). The app
 * owns the state and renders the overlays.
 */
import { createContext, useContext } from 'react';

/** The member centre's pages with the spec's fixed keys, in the spec's order (§2). */
export const MEMBER_CENTRE_PAGE_KEYS = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type MemberCentrePageKey = (typeof MEMBER_CENTRE_PAGE_KEYS)[number];

/** Pages that move real money: a trial account is stopped before them. */
export const REAL_MONEY_PAGES: readonly MemberCentrePageKey[] = [
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
];

export interface AccountControl {
  /** The open member-centre page, or null when the centre is closed. */
  memberCentrePage: MemberCentrePageKey | null;
  openMemberCentre: (page?: MemberCentrePageKey) => void;
  closeMemberCentre: () => void;
  confirmSignOut: () => void;
  /** Runs `action` for a real member; otherwise opens login or the trial warning. */
  requireRealAccount: (action: () => void) => void;
}

export const AccountContext = createContext<AccountControl | null>(null);

export function useAccountControl(): AccountControl {
  const control = useContext(AccountContext);
  if (!control) throw new Error('useAccountControl needs the PopupProvider of app/popups');
  return control;
}
