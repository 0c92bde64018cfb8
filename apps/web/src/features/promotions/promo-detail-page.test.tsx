import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { GetPromotionResponse } from '@wl/contract/promotions/get-promotion';
import { setToken } from '../../api/session';
import { AccountContext, type AccountControl } from '../../components/account-control';
import { renderWithProviders } from '../../test/render';
import { stubFetch } from '../../test/fetch-stub';
import { Component as PromoDetailPage } from './promo-detail-page';

function promotion(extra: Partial<GetPromotionResponse> = {}): GetPromotionResponse {
  return {
    id: '7',
    title: 'Welcome chips',
    summary: 'Claim 8.00',
    category: 'new_player',
    promotionType: 'claim',
    imageUrl: null,
    startDate: 0,
    endDate: null,
    status: 'claim',
    content: '<p>Terms</p>',
    terms: {
      percentBps: null,
      fixedAmount: '8.00',
      maxBonus: null,
      minDeposit: null,
      wageringMultipleBps: 20_000,
      validDays: 7,
    },
    bonus: null,
    application: null,
    raffle: null,
    ...extra,
  };
}

const account: AccountControl = {
  memberCentrePage: null,
  openMemberCentre: vi.fn(),
  closeMemberCentre: vi.fn(),
  confirmSignOut: vi.fn(),
  requireRealAccount: vi.fn(),
};

function show(p: GetPromotionResponse, extraRoutes: Record<string, unknown> = {}) {
  const { requests } = stubFetch({ '/wps/promotions/7': p, ...extraRoutes });
  renderWithProviders(
    <AccountContext.Provider value={account}>
      <PromoDetailPage />
    </AccountContext.Provider>,
    { route: '/promoDetail?id=7' },
  );
  return requests;
}

describe('promotion detail: the action for each status', () => {
  beforeEach(() => setToken('member-token'));
  afterEach(() => vi.unstubAllGlobals());

  it('claims a claimable promotion with the device id', async () => {
    const requests = show(promotion(), {
      '/wps/promotions/7/claim': {
        body: {
          success: false,
          message: 'error_promotion_already_claimed',
          value: null,
          errorCode: 'promotion_already_claimed',
        },
        status: 409,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim now' }));
    expect(await screen.findByText('You have already taken part in this promotion.')).toBeTruthy();
    const claim = requests.find((r) => r.path === '/wps/promotions/7/claim');
    expect(JSON.parse(claim?.body ?? '{}')).toHaveProperty('deviceId');
  });

  it.each([
    ['applying', 'Applying'],
    ['issued', 'Issued'],
    ['closed', 'Closed'],
    ['coming_soon', 'Coming soon'],
  ] as const)('shows %s as a disabled button', async (status, label) => {
    show(promotion({ status }));
    const button = await screen.findByRole('button', { name: label });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the wagering progress of the bonus in progress and opens bonus details', async () => {
    show(
      promotion({
        status: 'in_progress',
        bonus: {
          id: '1',
          source: 'promotion',
          sourceRef: '7',
          amount: '8.00',
          wageringRequired: '16.00',
          wagered: '4.00',
          progressPercent: 25,
          maxBet: null,
          maxCashout: null,
          status: 'active',
          released: '0.00',
          grantedAt: 0,
          expiresAt: Date.now() + 86_400_000,
        },
      }),
    );
    const bar = await screen.findByRole('progressbar', { name: 'Wagering progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    fireEvent.click(screen.getByRole('button', { name: 'See bonus details' }));
    expect(account.openMemberCentre).toHaveBeenCalledWith('bonusDetails');
  });

  it('refuses a fourth picture and HTML named .png before sending anything', async () => {
    const requests = show(promotion({ promotionType: 'apply', status: 'join' }));
    const input = await screen.findByLabelText(/Pictures/);
    const png = () =>
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'a.png', {
        type: 'image/png',
      });
    fireEvent.change(input, { target: { files: [png(), png(), png(), png()] } });
    expect(await screen.findByText('Choose at most 3 pictures.')).toBeTruthy();
    const html = new File(['<html></html>'], 'evil.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [html] } });
    expect(await screen.findByText('Only PNG or JPG pictures can be sent.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/apply'))).toBe(false));
  });
});
