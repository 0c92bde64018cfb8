import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BetRoundItem } from '@wl/contract/bet-records/list-bet-history';
import { clearSession, setToken } from '../../api/session';
import { stubFetch, type RecordedRequest } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import BettingRecordPage from './betting-record-page';
import ProfitLossPage from './profit-loss-page';

const HISTORY = '/wps/relay/ODSFE2_getBetHistory';
const PROFIT = '/wps/relay/ODSFE2_getPersonalProfit';

function round(n: number): BetRoundItem {
  return {
    id: String(n),
    roundId: `R${n}`,
    vendorCode: 'HOUSE',
    gameCode: `lucky-${n}`,
    gameType: 'RNG',
    currency: 'PHP',
    stake: '10.00',
    validBet: '10.00',
    payout: '0.00',
    profit: '-10.00',
    status: 'settled',
    startedAt: Date.UTC(2026, 10, 21, 8),
    settledAt: Date.UTC(2026, 10, 21, 8, 1),
  };
}

const totals = {
  count: 12,
  stake: '1200.00',
  validBet: '1150.00',
  payout: '1375.50',
  profit: '175.50',
};

function history(request: RecordedRequest) {
  const pageNo = Number(request.search.get('pageNo'));
  return { list: [round(pageNo)], pageNo, pageSize: 10, total: 12, totalPages: 2, totals };
}

function setup() {
  setToken('member-token');
  const { requests } = stubFetch({
    [HISTORY]: (r: RecordedRequest) => ({
      body: { success: true, message: '', value: history(r) },
    }),
    '/wps/relay/ODSFE2_getBetDetail': (r: RecordedRequest) => ({
      body: {
        success: true,
        message: '',
        value: { ...round(Number(r.search.get('id'))), detailUrl: 'http://house.test/round/R1' },
      },
    }),
    [PROFIT]: {
      lines: [
        {
          gameType: 'RNG',
          vendorCode: 'HOUSE',
          count: 3,
          stake: '30.00',
          validBet: '30.00',
          payout: '50.00',
          profit: '20.00',
        },
        {
          gameType: 'LIVE',
          vendorCode: 'EVO',
          count: 1,
          stake: '100.00',
          validBet: '100.00',
          payout: '0.00',
          profit: '-100.00',
        },
      ],
      totals: { count: 4, stake: '130.00', validBet: '130.00', payout: '50.00', profit: '-80.00' },
    },
  });
  const last = (path: string) => requests.filter((r) => r.path === path).at(-1)!.search;
  return { requests, last };
}

afterEach(() => clearSession());

describe('betting record', () => {
  it('asks for today by default and shows the totals of the whole range', async () => {
    const { last } = setup();
    renderWithProviders(<BettingRecordPage />);
    const totalsList = await screen.findByLabelText('Totals');
    expect(within(totalsList).getByText('12')).toBeTruthy();
    expect(within(totalsList).getByText('₱1,150.00')).toBeTruthy();
    expect(within(totalsList).getByText('₱175.50')).toBeTruthy();
    expect(within(totalsList).getByText('(win)')).toBeTruthy();
    expect(last(HISTORY).get('quick')).toBe('today');
    expect(last(HISTORY).get('pageNo')).toBe('1');
    expect(last(HISTORY).get('startDate')).toBeNull();
  });

  it('sends quick picks, filters and custom days, and goes back to page 1', async () => {
    const { last } = setup();
    renderWithProviders(<BettingRecordPage />);
    await screen.findByText('HOUSE · lucky-1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('HOUSE · lucky-2');
    expect(last(HISTORY).get('pageNo')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Past 30 days' }));
    await waitFor(() => expect(last(HISTORY).get('quick')).toBe('last30days'));
    expect(last(HISTORY).get('pageNo')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() => expect(last(HISTORY).get('quick')).toBe('yesterday'));
    fireEvent.change(screen.getByLabelText('Game type'), { target: { value: 'LIVE' } });
    await waitFor(() => expect(last(HISTORY).get('gameType')).toBe('LIVE'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(last(HISTORY).get('startDate')).toBe('2026-11-01'));
    expect(last(HISTORY).get('endDate')).toBe('2026-11-01');
    expect(last(HISTORY).get('quick')).toBeNull();
    expect(last(HISTORY).get('gameType')).toBe('LIVE');
    expect(screen.getByRole('button', { name: 'Yesterday' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('does not send a range longer than 90 days and says why', async () => {
    const { requests } = setup();
    renderWithProviders(<BettingRecordPage />);
    await screen.findByText('HOUSE · lucky-1');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText('Choose at most 90 days.')).toBeTruthy();
    expect(requests.some((r) => r.search.get('endDate') === '2026-11-01')).toBe(false);
  });

  it('opens a round with a link to the house round page in a new tab', async () => {
    const { last } = setup();
    renderWithProviders(<BettingRecordPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Details of round R1' }));
    const link = await screen.findByRole('link', { name: 'Open the round page' });
    expect(last('/wps/relay/ODSFE2_getBetDetail').get('id')).toBe('1');
    expect(link.getAttribute('href')).toBe('http://house.test/round/R1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the record' }));
    expect(await screen.findByText('HOUSE · lucky-1')).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    setToken('member-token');
    stubFetch({
      [HISTORY]: { status: 500, body: { success: false, message: 'error_internal', value: null } },
    });
    renderWithProviders(<BettingRecordPage />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('profit and loss', () => {
  it('shows a line per game type and vendor with profit in words as well as colour', async () => {
    const { last } = setup();
    renderWithProviders(<ProfitLossPage />);
    const live = (await screen.findByText('EVO')).closest('tr')!;
    expect(within(live).getByText('Live casino')).toBeTruthy();
    expect(within(live).getByText('(loss)')).toBeTruthy();
    expect(within(live).getByText('-₱100.00', { exact: false }).className).toContain('loss');
    const house = screen.getByText('HOUSE').closest('tr')!;
    expect(within(house).getByText('(win)')).toBeTruthy();
    expect(
      within(screen.getByLabelText('Totals')).getByText('-₱80.00', { exact: false }),
    ).toBeTruthy();
    expect(last(PROFIT).get('quick')).toBe('today');
    expect(last(PROFIT).get('pageNo')).toBeNull();
  });

  it('sends the same filters as the betting record', async () => {
    const { last } = setup();
    renderWithProviders(<ProfitLossPage />);
    await screen.findByText('EVO');
    fireEvent.click(screen.getByRole('button', { name: 'Past 7 days' }));
    await waitFor(() => expect(last(PROFIT).get('quick')).toBe('last7days'));
    fireEvent.change(screen.getByLabelText('Game type'), { target: { value: 'RNG' } });
    await waitFor(() => expect(last(PROFIT).get('gameType')).toBe('RNG'));
  });
});
