import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import {
  balance,
  card,
  failure,
  logIn,
  stubWalletFetch,
  withdrawal,
  withdrawSettings,
} from '../wallet-test-support';
import WithdrawPage from './withdraw-page';

function routes(extra: Record<string, unknown> = {}) {
  return {
    'GET /wps/v2/wallets/balance': balance(),
    'GET /wps/relay/MCSFE_getWithdrawSettings': withdrawSettings(),
    'GET /wps/member/bankCard': [card()],
    'GET /wps/relay/MCSFE_getWithdrawRecords': { list: [], total: 0, totalPages: 0, pageNum: 1 },
    'POST /wps/v2/transaction/withdraw': {
      ...withdrawal({ status: 'pending' }),
      availBalance: '1000.00',
    },
    ...extra,
  };
}

function fill(amount: string, password?: string) {
  fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: amount } });
  if (password !== undefined) {
    fireEvent.change(screen.getByLabelText(/^Payment password/), { target: { value: password } });
  }
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
}

describe('withdraw page', () => {
  it('shows the limits and what is left today before an amount is typed', async () => {
    logIn();
    stubWalletFetch(routes());
    renderWithProviders(<WithdrawPage />);
    expect(await screen.findByText('₱100.00 – ₱2,000.00')).toBeTruthy();
    expect(screen.getByText('4 / 5')).toBeTruthy();
    expect(screen.getByText('₱1,500.00')).toBeTruthy();
  });

  it('enforces the limits and the balance before sending', async () => {
    logIn();
    const sent = stubWalletFetch(routes());
    renderWithProviders(<WithdrawPage />);
    await screen.findByText('4 / 5');
    fill('50', '123456');
    expect(await screen.findByText('The amount must be at least ₱100.00.')).toBeTruthy();
    fill('1600', '123456');
    expect(
      await screen.findByText('The amount is more than the available ₱1,500.00.'),
    ).toBeTruthy();
    fill('2500', '123456');
    expect(await screen.findByText('The amount must be at most ₱2,000.00.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('requires the payment password and sends it with the amount and a key', async () => {
    logIn();
    const sent = stubWalletFetch(routes());
    renderWithProviders(<WithdrawPage />);
    await screen.findByText('4 / 5');
    fill('500');
    expect(await screen.findByText(/Please enter your payment password/)).toBeTruthy();
    fill('500', 'secret1');
    expect(await screen.findByText(/Withdrawal W100 of ₱500.00 requested/)).toBeTruthy();
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/wps/v2/transaction/withdraw');
    expect(post?.body).toMatchObject({ amount: '500', bankCardId: 7, password: 'secret1' });
    expect((post?.body as { idempotencyKey: string }).idempotencyKey).toBeTruthy();
  });

  it('shows the server refusal of a wrong payment password', async () => {
    logIn();
    stubWalletFetch(
      routes({
        'POST /wps/v2/transaction/withdraw': failure(
          400,
          'invalid.payment.pw',
          'error_payment_password_wrong',
        ),
      }),
    );
    renderWithProviders(<WithdrawPage />);
    await screen.findByText('4 / 5');
    fill('500', 'wrong12');
    expect(await screen.findByText('The payment password is wrong.')).toBeTruthy();
  });

  it('points a member without a payment password to the security centre', async () => {
    logIn();
    const sent = stubWalletFetch(
      routes({
        'GET /wps/relay/MCSFE_getWithdrawSettings': withdrawSettings({ hasPaymentPassword: false }),
      }),
    );
    const onOpenPage = vi.fn();
    renderWithProviders(<WithdrawPage onOpenPage={onOpenPage} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Go to security centre' }));
    expect(onOpenPage).toHaveBeenCalledWith('securityCenter');
    expect(screen.queryByLabelText(/^Amount/)).toBeNull();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('blocks the form when today\u2019s withdrawals are used up or turnover is missing', async () => {
    logIn();
    stubWalletFetch(
      routes({
        'GET /wps/relay/MCSFE_getWithdrawSettings': withdrawSettings({
          remainingTransactionTimes: 0,
          turnoverRemaining: '250.00',
        }),
      }),
    );
    renderWithProviders(<WithdrawPage />);
    expect(await screen.findByText("You have used all of today's withdrawals.")).toBeTruthy();
    expect(screen.getByText('Bet ₱250.00 more before you can withdraw.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveProperty('disabled', true);
  });

  it('adds a bank card with the payment password through the sealed call', async () => {
    logIn();
    const sent = stubWalletFetch(
      routes({
        'GET /wps/member/bankCard': [],
        'GET /wps/system/withdrawBanks': [
          { cardType: 'BC', bankCode: 'BDO', bankName: 'BDO Unibank' },
        ],
        'PUT /wps/member/bankCard': card(),
      }),
    );
    renderWithProviders(<WithdrawPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add payout account' }));
    await screen.findByRole('option', { name: 'BDO Unibank' });
    fireEvent.change(screen.getByLabelText(/^Account name/), { target: { value: 'Demo Player' } });
    fireEvent.change(screen.getByLabelText(/^Card number/), { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText(/^Payment password/), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payout account added.')).toBeTruthy();
    const put = sent.find((r) => r.method === 'PUT');
    // What the server opened: the card, the password, and the seal's own nonce and time.
    expect(put?.body).toEqual({
      cardType: 'BC',
      bankCode: 'BDO',
      accountName: 'Demo Player',
      accountNumber: '12345678',
      password: 'secret1',
      nonce: expect.any(String),
      ts: expect.any(Number),
    });
  });

  it('opens the receipt confirmation from an approved withdrawal record', async () => {
    logIn();
    const sent = stubWalletFetch(
      routes({
        'GET /wps/relay/MCSFE_getWithdrawRecords': {
          list: [withdrawal()],
          total: 1,
          totalPages: 1,
          pageNum: 1,
        },
        'POST /wps/relay/MCSFE_processC2CTransaction': withdrawal({
          confirmationStatus: 'fully_received',
        }),
      }),
    );
    renderWithProviders(<WithdrawPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Records' }));
    const row = (await screen.findByText('W100')).closest('tr')!;
    expect(within(row).getByText('Awaiting confirmation')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Confirm receipt' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
        orderNo: 'W100',
        action: 'fully_received',
      }),
    );
  });
});
