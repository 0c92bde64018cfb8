import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { GetVipProgressResponse, VipLevelView } from '@wl/contract/rewards/vip-progress';
import { clearSession, setToken } from '../../api/session';
import { makeBalance } from '../../test/account-fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { PopupContext, type PopupControl } from '../../components/popup-context';
import { renderWithProviders } from '../../test/render';
import { Component as VipPage } from './vip-page';

const level = (n: number, name: string, bet: string): VipLevelView => ({
  level: n,
  name,
  minValidBet: bet,
  minDeposit: '0.00',
  upgradeBonus: n === 0 ? '0.00' : '10.00',
  monthlyBonus: '0.00',
  birthdayBonus: '0.00',
  dailyWithdrawalLimit: n === 0 ? '5000.00' : null,
});

const progress: GetVipProgressResponse = {
  level: 0,
  playerRankName: 'Bronze',
  validBet: '250.00',
  validBetAdded: '0.00',
  deposit: '100.00',
  next: {
    level: 1,
    name: 'Silver',
    validBetMissing: '750.00',
    depositMissing: '0.00',
    percent: 25,
  },
  levels: [level(0, 'Bronze', '0.00'), level(1, 'Silver', '1000.00')],
};

const opened: string[] = [];

function renderVip() {
  const popups: PopupControl = {
    popup: null,
    open: (kind) => void opened.push(kind),
    close: () => {},
  };
  return renderWithProviders(
    <PopupContext.Provider value={popups}>
      <VipPage />
    </PopupContext.Provider>,
  );
}

describe('VIP page (/vip)', () => {
  it('shows the member’s level, the progress to the next and the level table', async () => {
    setToken('tok');
    stubFetch({
      '/wps/v2/wallets/balance': makeBalance(),
      '/wps/relay/MCSFE_getPlayerRankProgress': progress,
    });
    renderVip();
    expect(await screen.findByText('25% of the way to Silver')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(
      screen.getByText('Still needed: ₱750.00 in valid bets and ₱0.00 in deposits.'),
    ).toBeTruthy();
    const current = document.querySelector('tr[aria-current="true"]') as HTMLElement;
    expect(within(current).getByRole('rowheader').textContent).toBe('BronzeYou');
    expect(within(current).getByText('₱5,000.00')).toBeTruthy();
    const silver = screen.getByRole('rowheader', { name: 'Silver' }).closest('tr')!;
    expect(within(silver).getByText('No limit')).toBeTruthy();
  });

  it('shows the VIP progress bought with points only when there is some', async () => {
    setToken('tok');
    stubFetch({
      '/wps/v2/wallets/balance': makeBalance(),
      '/wps/relay/MCSFE_getPlayerRankProgress': { ...progress, validBetAdded: '200.00' },
    });
    renderVip();
    const added = await screen.findByText('Of which from VIP points');
    expect(added.nextElementSibling?.textContent).toBe('₱200.00');
  });

  it('says so at the top level', async () => {
    setToken('tok');
    stubFetch({
      '/wps/v2/wallets/balance': makeBalance(),
      '/wps/relay/MCSFE_getPlayerRankProgress': { ...progress, level: 1, next: null },
    });
    renderVip();
    expect(await screen.findByText('You have reached the highest level.')).toBeTruthy();
  });

  it('asks a visitor to log in and calls nothing', async () => {
    clearSession();
    const { requests } = stubFetch({});
    renderVip();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(opened).toEqual(['login']);
    expect(requests.some((r) => r.path.includes('MCSFE'))).toBe(false);
  });
});
