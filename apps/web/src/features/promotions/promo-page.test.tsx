import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { PromotionSummary } from '@wl/contract/promotions/promotion';
import { stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { Component as PromoPage, PROMOTIONS_PER_PAGE } from './promo-page';

const promotion = (n: number, category: PromotionSummary['category']): PromotionSummary => ({
  id: String(n),
  title: `Promotion ${n}`,
  summary: 'Claim it',
  category,
  promotionType: 'claim',
  imageUrl: null,
  startDate: 0,
  endDate: null,
  status: 'claim',
});

describe('/promotions', () => {
  it('pages a long list and starts again at page 1 on another tab', async () => {
    const list = [
      ...Array.from({ length: 15 }, (_, i) => promotion(i + 1, 'rng_promo')),
      promotion(16, 'deposit_promo'),
    ];
    stubFetch({ '/wps/promotions': { categories: ['rng_promo', 'deposit_promo'], list } });
    renderWithProviders(<PromoPage />);
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(PROMOTIONS_PER_PAGE);
    expect(within(panel).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    expect(within(panel).getByText('Promotion 16')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('tab')[2]!);
    const deposits = screen.getByRole('tabpanel');
    expect(within(deposits).getAllByRole('listitem')).toHaveLength(1);
    expect(within(deposits).queryByRole('navigation')).toBeNull();
    fireEvent.click(screen.getAllByRole('tab')[0]!);
    expect(within(screen.getByRole('tabpanel')).getByText('Promotion 1')).toBeTruthy();
  });
});
