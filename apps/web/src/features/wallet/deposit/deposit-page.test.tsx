import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import {
  balance,
  channel,
  failure,
  logIn,
  stubWalletFetch,
  type SentRequest,
} from '../wallet-test-support';
import DepositPage from './deposit-page';

const settings = {
  allowDeposit: 'Y',
  totalDepositSuccessCount: 0,
  pendingDepositCount: 0,
  depositInfo: '',
};

function depositRecord(amount: string) {
  return {
    orderNo: 'D1',
    kind: 'gateway',
    channelName: 'Sandbox Pay',
    amount,
    status: 'pending',
    payUrl: 'http://localhost:3000/sandbox/pay/D1',
    payee: null,
    reason: null,
    createdAt: 1_700_000_000_000,
  };
}

function routes(
  channels: ReturnType<typeof channel>[],
  deposit: unknown = depositRecord('200.00'),
) {
  return {
    'GET /wps/v2/wallets/balance': balance(),
    'GET /wps/relay/MCSFE_getDepositSettings': settings,
    'GET /wps/relay/MCSFE_getDepositPaymentChannels': { PG: { channels } },
    'GET /wps/relay/MCSFE_getDepositRecords': { list: [], total: 0, totalPages: 0, pageNum: 1 },
    'POST /wps/relay/MCSFE_depositByLaunchUrl': deposit,
    'POST /wps/relay/MCSFE_manualTransferByAccountName': deposit,
  };
}

const posts = (sent: SentRequest[]) => sent.filter((r) => r.method === 'POST');

async function typeAmount(value: string) {
  const input = await screen.findByLabelText(/Amount/);
  fireEvent.change(input, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
}

describe('deposit page', () => {
  it('refuses amounts outside the channel min and max without calling the server', async () => {
    logIn();
    const sent = stubWalletFetch(routes([channel()]));
    renderWithProviders(<DepositPage />);
    await typeAmount('99.99');
    expect(await screen.findByText('The amount must be at least ₱100.00.')).toBeTruthy();
    await typeAmount('5000.01');
    expect(await screen.findByText('The amount must be at most ₱5,000.00.')).toBeTruthy();
    expect(posts(sent)).toHaveLength(0);
  });

  it('offers only the fixed amounts of a channel that has them', async () => {
    logIn();
    const sent = stubWalletFetch(routes([channel({ fixedAmounts: ['200.00', '1000.00'] })]));
    renderWithProviders(<DepositPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('Please enter an amount.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '₱1,000.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]?.body).toMatchObject({ amount: '1000.00', vendorId: 'SANDBOX' });
  });

  it('sends a gateway deposit with an idempotency key and links to the pay page', async () => {
    logIn();
    const sent = stubWalletFetch(routes([channel()]));
    renderWithProviders(<DepositPage />);
    await typeAmount('200');
    const link = await screen.findByRole('link', { name: 'Open payment page' });
    expect(link.getAttribute('href')).toBe('http://localhost:3000/sandbox/pay/D1');
    const body = posts(sent)[0]?.body as { idempotencyKey?: string };
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reuses the idempotency key when the same deposit is retried after a failure', async () => {
    logIn();
    let calls = 0;
    const sent = stubWalletFetch({
      ...routes([channel()]),
      'POST /wps/relay/MCSFE_depositByLaunchUrl': () => {
        calls += 1;
        return calls === 1
          ? failure(502, 'payment_gateway_failed', 'error_payment_gateway')
          : depositRecord('300.00');
      },
    });
    renderWithProviders(<DepositPage />);
    await typeAmount('300');
    expect(await screen.findByText(/The payment service did not answer/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByRole('link', { name: 'Open payment page' });
    const [first, second] = posts(sent).map(
      (r) => (r.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(first).toBeDefined();
    expect(second).toBe(first);
  });

  it('asks the paying name for a bank transfer and shows where to pay', async () => {
    logIn();
    const bank = channel({
      vendorId: 'BANK1',
      vendorName: 'Bank transfer',
      kind: 'bank_transfer',
      payee: { name: 'House Co', account: '0012-3456', bank: 'BDO' },
    });
    const sent = stubWalletFetch(
      routes([bank], { ...depositRecord('150.00'), kind: 'bank_transfer', payUrl: null }),
    );
    renderWithProviders(<DepositPage />);
    expect(await screen.findByText('0012-3456')).toBeTruthy();
    await typeAmount('150');
    expect(await screen.findByText('Please enter the name on your paying account.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your account name/), { target: { value: 'Demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText(/credited once it is confirmed/)).toBeTruthy();
    expect(posts(sent)[0]?.path).toBe('/wps/relay/MCSFE_manualTransferByAccountName');
    expect(posts(sent)[0]?.body).toMatchObject({ payeeName: 'Demo', amount: '150' });
  });
});
