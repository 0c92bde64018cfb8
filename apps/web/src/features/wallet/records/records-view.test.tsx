import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { balance, logIn, stubWalletFetch, type SentRequest } from '../wallet-test-support';
import { RecordsView } from './records-view';

const NOW = new Date(2026, 10, 21, 15, 30);
const dayStart = (d: number, m = 10) => String(new Date(2026, m, d).getTime());
const dayEnd = (d: number, m = 10) => String(new Date(2026, m, d + 1).getTime() - 1);

function page(pageNum: number) {
  return {
    list: [
      {
        id: `t${pageNum}`,
        time: NOW.getTime(),
        code: 'DEPOSIT',
        amount: '1234.50',
        direction: 'in',
        wallet: 'Main',
        reference: `D${pageNum}`,
      },
    ],
    total: 16,
    totalPages: 2,
    pageNum,
    totalIn: '20000.00',
    totalOut: '-150.25',
  };
}

function setup(source: 'transactions' | 'bonus' = 'transactions') {
  logIn();
  const sent = stubWalletFetch({
    'GET /wps/v2/wallets/balance': balance(),
    'GET /wps/relay/ODSFE2_MemTransDet': (r: SentRequest) => page(Number(r.search.get('pageNo'))),
    'GET /wps/relay/ODSFE2_MemBonusDet': (r: SentRequest) => page(Number(r.search.get('pageNo'))),
  });
  renderWithProviders(<RecordsView source={source} title="Records" now={() => NOW} />);
  const last = () => sent.filter((r) => r.path.includes('ODSFE2')).at(-1)!.search;
  return { sent, last };
}

describe('record pages', () => {
  it('asks for the past 7 days by default and shows rows and totals', async () => {
    const { last } = setup();
    expect(await screen.findByText('₱1,234.50')).toBeTruthy();
    expect(screen.getByText('₱20,000.00')).toBeTruthy();
    expect(screen.getByText('16 records')).toBeTruthy();
    expect(last().get('startTime')).toBe(dayStart(15));
    expect(last().get('endTime')).toBe(dayEnd(21));
    expect(last().get('pageNo')).toBe('1');
    expect(last().get('type')).toBeNull();
  });

  it('sends the past 30 days and the chosen type, back on page 1', async () => {
    const { last } = setup();
    await screen.findByText('D1');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('D2');
    expect(last().get('pageNo')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Past 30 days' }));
    await waitFor(() => expect(last().get('startTime')).toBe(dayStart(23, 9)));
    expect(last().get('pageNo')).toBe('1');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'withdraw' } });
    await waitFor(() => expect(last().get('type')).toBe('withdraw'));
    expect(last().get('pageSize')).toBe('15');
  });

  it('uses a custom day range typed in the date fields', async () => {
    const { last } = setup();
    await screen.findByText('D1');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(last().get('startTime')).toBe(dayStart(1)));
    expect(screen.getByRole('button', { name: 'Past 7 days' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('reads bonus details from their own call without a type filter', async () => {
    const { sent } = setup('bonus');
    await screen.findByText('D1');
    expect(sent.some((r) => r.path === '/wps/relay/ODSFE2_MemBonusDet')).toBe(true);
    expect(screen.queryByLabelText('Type')).toBeNull();
  });
});
