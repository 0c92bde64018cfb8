import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { GetRebateResponse, RebateLine } from '@wl/contract/rewards/get-rebate';
import { setToken } from '../../api/session';
import { makeBalance } from '../../test/account-fixtures';
import { ok, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import ManualRebatePage from './manual-rebate-page';

const line = (over: Partial<RebateLine>): RebateLine => ({
  gameType: 'RNG',
  rateBps: 50,
  ratePercent: '0.50',
  validBet: '300.00',
  rounds: 12,
  amount: '1.50',
  ...over,
});

const accrued: GetRebateResponse = {
  vipLevel: 1,
  currency: 'PHP',
  lines: [
    line({}),
    line({
      gameType: 'LIVE',
      rateBps: 80,
      ratePercent: '0.80',
      validBet: '100.00',
      rounds: 3,
      amount: '0.80',
    }),
  ],
  totalAmount: '2.30',
  lastClaimedAt: null,
};

describe('ManualRebatePage (manualRebate)', () => {
  it('shows the accrued rebate by game type and claims it once', async () => {
    setToken('tok');
    let claimed = false;
    const { requests } = stubFetch({
      '/wps/v2/wallets/balance': makeBalance(),
      '/wps/relay/MCSFE_getCustomerRebateSettingByProductType': () => ({
        body: ok(
          claimed
            ? { ...accrued, lines: [], totalAmount: '0.00', lastClaimedAt: Date.UTC(2026, 10, 2) }
            : accrued,
        ),
      }),
      '/wps/relay/MCSFE_claimRebate': () => {
        claimed = true;
        return {
          body: ok({ claimId: '9', amount: '2.30', validBet: '400.00', lines: accrued.lines }),
        };
      },
    });
    renderWithProviders(<ManualRebatePage />);
    expect(await screen.findByText('Rebate accrued: ₱2.30')).toBeTruthy();
    const slots = screen.getByRole('rowheader', { name: 'Slots' }).closest('tr')!;
    expect(within(slots).getByText('0.50%')).toBeTruthy();
    expect(within(slots).getByText('₱300.00')).toBeTruthy();
    expect(within(slots).getByText('₱1.50')).toBeTruthy();
    expect(screen.getByText(/Counting from your first bet/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByText('Claimed ₱2.30. It is in your main wallet.')).toBeTruthy();
    expect(await screen.findByText(/No valid bets since your last claim/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toHaveProperty('disabled', true);
    expect(requests.filter((r) => r.path === '/wps/relay/MCSFE_claimRebate')).toHaveLength(1);
  });

  it('does not offer a claim when nothing is accrued', async () => {
    setToken('tok');
    stubFetch({
      '/wps/v2/wallets/balance': makeBalance(),
      '/wps/relay/MCSFE_getCustomerRebateSettingByProductType': {
        ...accrued,
        lines: [line({ validBet: '0.00', rounds: 0, amount: '0.00' })],
        totalAmount: '0.00',
      },
    });
    renderWithProviders(<ManualRebatePage />);
    expect(await screen.findByText('Rebate accrued: ₱0.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toHaveProperty('disabled', true);
  });
});
