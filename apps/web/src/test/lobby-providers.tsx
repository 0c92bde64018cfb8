/** The popup and account contexts a lobby needs, as recording fakes, for component tests. */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AccountContext, type AccountControl } from '../components/account-control';
import { PopupContext, type PopupControl } from '../components/popup-context';

export function fakeControls() {
  const popups: PopupControl = { popup: null, open: vi.fn(), close: vi.fn() };
  const account: AccountControl = {
    memberCentrePage: null,
    openMemberCentre: vi.fn(),
    closeMemberCentre: vi.fn(),
    confirmSignOut: vi.fn(),
    requireRealAccount: vi.fn(),
  };
  const wrap = (ui: ReactNode) => (
    <PopupContext.Provider value={popups}>
      <AccountContext.Provider value={account}>{ui}</AccountContext.Provider>
    </PopupContext.Provider>
  );
  return { popups, account, wrap };
}
