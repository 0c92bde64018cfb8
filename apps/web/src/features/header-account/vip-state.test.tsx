import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { setToken } from '../../api/session';
import { makeBalance } from '../../test/account-fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { pickMemberService, type CustomerServiceEntry } from '../system/customer-service';
import { BalanceDisplay } from './balance-display';
import { VipState } from './vip-state';

const entries: CustomerServiceEntry[] = [
  { csType: 'LIVECHAT', csPosition: 'HEADER', path: 'chat' },
  { csType: 'VIP', csPosition: 'SIDEBAR', path: 'vip' },
];

describe('VIP state (spec §6)', () => {
  it('gives members above club rank 4 the VIP service, the others the live chat', () => {
    expect(pickMemberService(entries, 5)).toEqual({ entry: entries[1], vip: true });
    expect(pickMemberService(entries, 4)).toEqual({ entry: entries[0], vip: false });
    expect(pickMemberService(entries.slice(0, 1), 9)).toEqual({ entry: entries[0], vip: false });
  });

  it('shows the VIP level in the header, linking to /vip, only for VIP members', async () => {
    setToken('tok');
    stubFetch({
      '/wps/v2/wallets/balance': makeBalance({ hasVip: true, vipRankLevel: 3 }),
    });
    renderWithProviders(<VipState />);
    const badge = await screen.findByRole('link', { name: 'VIP 3' });
    expect(badge.getAttribute('href')).toBe('/vip');
    expect(badge.getAttribute('title')).toBe('Your VIP level: 3');
  });

  it('shows no VIP state for a member without a VIP level', async () => {
    setToken('tok');
    stubFetch({
      '/wps/v2/wallets/balance': makeBalance(),
    });
    renderWithProviders(
      <>
        <BalanceDisplay />
        <VipState />
      </>,
    );
    expect(await screen.findByText('₱1,234.50')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /VIP/ })).toBeNull();
  });
});
