import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { balance, logIn, stubWalletFetch, type WalletList } from '../wallet-test-support';
import TransferFundPage from './transfer-fund-page';

const wallets = (main: string, vendor: string): WalletList['wallets'] => [
  { accountTypeId: 2, name: 'Main', vendorCode: null, balance: main, availBalance: main },
  {
    accountTypeId: 31,
    name: 'Slots Wallet',
    vendorCode: 'SLOT',
    balance: vendor,
    availBalance: vendor,
  },
];

function routes() {
  return {
    'GET /wps/v2/wallets/balance': balance(),
    'GET /wps/relay/GCS_merchantWallet': { isSingle: false },
    'GET /wps/wallets': {
      currency: 'PHP',
      sumBalance: '1500.00',
      wallets: wallets('1500.00', '0.00'),
    },
    'POST /wps/relay/GCS_walletTransfer': {
      replayed: false,
      wallets: wallets('1200.00', '300.00'),
    },
    'POST /wps/relay/GCS_walletReturn': {
      recalled: [{ accountTypeId: 31, amount: '300.00' }],
      failed: [],
      wallets: wallets('1500.00', '0.00'),
    },
  };
}

const shown = (id: number) => within(screen.getByTestId(`wallet-${id}`));

describe('my wallet', () => {
  it('moves money from the main wallet to a vendor wallet and updates the list', async () => {
    logIn();
    const sent = stubWalletFetch(routes());
    renderWithProviders(<TransferFundPage />);
    await screen.findByTestId('wallet-31');
    expect(shown(31).getByText('₱0.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(shown(31).getByText('₱300.00')).toBeTruthy());
    expect(shown(2).getByText('₱1,200.00')).toBeTruthy();
    const post = sent.find((r) => r.path === '/wps/relay/GCS_walletTransfer');
    expect(post?.body).toMatchObject({ fromAccountTypeId: 2, toAccountTypeId: 31, amount: '300' });
    expect((post?.body as { idempotencyKey: string }).idempotencyKey).toBeTruthy();
  });

  it('refuses a transfer above the source wallet balance', async () => {
    logIn();
    const sent = stubWalletFetch(routes());
    renderWithProviders(<TransferFundPage />);
    await screen.findByTestId('wallet-31');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText('The amount is more than the available ₱1,500.00.'),
    ).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('recalls every vendor wallet into the main wallet', async () => {
    logIn();
    const sent = stubWalletFetch({
      ...routes(),
      'GET /wps/wallets': {
        currency: 'PHP',
        sumBalance: '1500.00',
        wallets: wallets('1200.00', '300.00'),
      },
    });
    renderWithProviders(<TransferFundPage />);
    await screen.findByTestId('wallet-31');
    fireEvent.click(await screen.findByRole('button', { name: 'Recall all' }));
    expect(await screen.findByText('Recalled 1 wallet(s) to the main wallet.')).toBeTruthy();
    expect(shown(2).getByText('₱1,500.00')).toBeTruthy();
    expect(sent.find((r) => r.path === '/wps/relay/GCS_walletReturn')?.body).toHaveProperty(
      'idempotencyKey',
    );
  });

  it('says which game wallets could not be recalled', async () => {
    logIn();
    stubWalletFetch({
      ...routes(),
      'GET /wps/wallets': { currency: 'PHP', sumBalance: '1500.00', wallets: wallets('1200.00', '300.00') },
      'POST /wps/relay/GCS_walletReturn': { recalled: [], failed: [{ accountTypeId: 31 }], wallets: wallets('1200.00', '300.00') },
    });
    renderWithProviders(<TransferFundPage />);
    await screen.findByTestId('wallet-31');
    fireEvent.click(await screen.findByRole('button', { name: 'Recall all' }));
    expect(await screen.findByText(/1 game wallet\(s\) could not be reached/)).toBeTruthy();
    expect(shown(31).getByText('₱300.00')).toBeTruthy();
  });
});
