import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { balance, failure, logIn, stubWalletFetch } from '../wallet-test-support';
import TransferUplinePage from './transfer-upline-page';

const info = {
  enabled: true,
  uplineUsername: 'agent01',
  availBalance: '800.00',
  needPaymentPassword: true,
};

describe('transfer to upline', () => {
  it('sends the amount, payment password and a key to the upline', async () => {
    logIn();
    const sent = stubWalletFetch({
      'GET /wps/v2/wallets/balance': balance(),
      'GET /wps/relay/MCSFE_getTransferUplineInfo': info,
      'POST /wps/v2/transaction/transferUpline': {
        replayed: false,
        uplineUsername: 'agent01',
        amount: '200.00',
        availBalance: '600.00',
      },
    });
    renderWithProviders(<TransferUplinePage />);
    expect(await screen.findByText('agent01')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The amount is more than the available ₱800.00.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText(/^Payment password/), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('₱200.00 sent to your upline.')).toBeTruthy();
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.body).toMatchObject({ amount: '200', password: 'secret1' });
  });

  it('points to the security centre when the member has no payment password', async () => {
    logIn();
    stubWalletFetch({
      'GET /wps/v2/wallets/balance': balance(),
      'GET /wps/relay/MCSFE_getTransferUplineInfo': info,
      'POST /wps/v2/transaction/transferUpline': failure(
        400,
        'not.exists.payment.password',
        'error_payment_password_not_set',
      ),
    });
    const onOpenPage = vi.fn();
    renderWithProviders(<TransferUplinePage onOpenPage={onOpenPage} />);
    fireEvent.change(await screen.findByLabelText(/^Amount/), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText(/^Payment password/), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Go to security centre' }));
    expect(onOpenPage).toHaveBeenCalledWith('securityCenter');
  });

  it('says so when the merchant does not allow it', async () => {
    logIn();
    stubWalletFetch({
      'GET /wps/v2/wallets/balance': balance(),
      'GET /wps/relay/MCSFE_getTransferUplineInfo': { ...info, enabled: false },
    });
    renderWithProviders(<TransferUplinePage />);
    expect(await screen.findByText('Transfers to your upline are not available.')).toBeTruthy();
  });
});
