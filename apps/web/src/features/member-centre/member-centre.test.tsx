import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { setToken } from '../../api/session';
import { MEMBER_CENTRE_PAGE_KEYS } from '../../components/account-control';
import { PopupContext } from '../../components/popup-context';
import { makeBalance, makeMember } from '../../test/account-fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { securityCentrePage, type MemberCentrePageTable } from './member-centre-pages';
import { MemberCentre } from './member-centre';

// The centre's frame is under test, not the pages: every key opens the security centre.
const pages = Object.fromEntries(
  MEMBER_CENTRE_PAGE_KEYS.map((k) => [k, securityCentrePage]),
) as MemberCentrePageTable;

function renderCentre(page: (typeof MEMBER_CENTRE_PAGE_KEYS)[number] = 'securityCenter') {
  const popups = { popup: null, open: () => {}, close: () => {} };
  return renderWithProviders(
    <PopupContext.Provider value={popups}>
      <MemberCentre pages={pages} page={page} onNavigate={() => {}} onClose={() => {}} />
    </PopupContext.Provider>,
  );
}

describe('MemberCentre', () => {
  it('lists the 14 pages in the spec order with badges only above 0', async () => {
    setToken('tok');
    stubFetch({
      '/wps/member/info': makeMember(),
      '/wps/v2/wallets/balance': makeBalance({ unreadMessage: 3, availablePromoCount: 0 }),
      '/wps/member/loginHistory': { list: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0 },
      '/wps/member/security/totp': {
        enabled: false,
        secret: 'ABC',
        otpauthUrl: 'otpauth://totp/x?secret=ABC',
      },
    });
    renderCentre();
    await screen.findByRole('dialog', { name: 'Member centre' });
    const items = [...document.querySelectorAll<HTMLElement>('.mc__nav-item')];
    expect(items.map((i) => i.dataset.page)).toEqual([
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
    ]);
    expect(items[0]?.getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.querySelectorAll('.mc__badge')).toHaveLength(1));
    const badge = document.querySelector('.mc__badge');
    expect(badge?.closest('[data-page]')?.getAttribute('data-page')).toBe('messageV2');
    expect(badge?.textContent).toBe('3new');
    expect(await screen.findByText('alice01')).toBeTruthy();
  });

  it('is not shown until the member is loaded', async () => {
    setToken('tok');
    stubFetch({
      '/wps/member/info': {
        status: 500,
        body: { success: false, message: 'error_system', value: null },
      },
      '/wps/v2/wallets/balance': makeBalance(),
    });
    renderCentre();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
