import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setToken } from '../../api/session';
import { makeBalance } from '../../test/account-fixtures';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { BalanceDisplay, formatBalance } from './balance-display';

const amount = () => document.querySelector('.balance__amount')?.textContent;

describe('BalanceDisplay', () => {
  it('says updating until the balance arrives, then shows it with the currency symbol', async () => {
    setToken('tok');
    let answer: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { fetchStub } = stubFetch({
      '/wps/v2/wallets/balance': makeBalance({ sumBalance: '1234567.50' }),
    });
    const reply = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (...args) => {
      await gate;
      return reply(...args);
    });
    renderWithProviders(<BalanceDisplay />);
    expect(amount()).toBe('Updating…');
    answer();
    await waitFor(() => expect(amount()).toBe('₱1,234,567.50'));
  });

  it('hides the amount behind *** and remembers the choice', async () => {
    setToken('tok');
    stubFetch({ '/wps/v2/wallets/balance': makeBalance() });
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('₱1,234.50'));
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    fireEvent.click(toggle);
    expect(amount()).toBe('***');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem('balanceHidden')).toBe('1');
  });

  it('refreshes on request', async () => {
    setToken('tok');
    const { requests } = stubFetch({ '/wps/v2/wallets/balance': makeBalance() });
    renderWithProviders(<BalanceDisplay />);
    await waitFor(() => expect(amount()).toBe('₱1,234.50'));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/wps/v2/wallets/balance')).toHaveLength(2),
    );
  });

  it('formats minor units with two decimals and thousands separators', () => {
    expect(formatBalance('0.00', '₱')).toBe('₱0.00');
    expect(formatBalance('1000000.05', '$')).toBe('$1,000,000.05');
    expect(formatBalance('not money', '₱')).toBe('—');
  });
});
