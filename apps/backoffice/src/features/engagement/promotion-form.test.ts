import { describe, expect, it } from 'vitest';
import type { OpsPromotionDetail } from '@wl/contract/promotions/ops-promotions';
import { savePromotionRequest } from '@wl/contract/promotions/ops-promotions';
import { toBody, toForm } from './promotion-form';

/** The editor sends back every field it loaded, unchanged, and what it sends the server takes. */
describe('promotion editor values', () => {
  const detail: OpsPromotionDetail = {
    id: '7',
    kind: 'deposit_bonus',
    category: 'live_promo',
    texts: {
      en: { title: 'Reload', summary: 'Every deposit', content: '<p>Hi</p>' },
      th: { title: 'โบนัส', summary: '', content: '' },
      ty: { title: 'Bonus sa deposito', summary: 'Lahat', content: '' },
    },
    target: { type: 'vip_levels', levels: [1, 3] },
    percentBps: 1250,
    fixedAmount: null,
    maxBonus: '500.00',
    minDeposit: '100.50',
    wageringMultipleBps: 35_000,
    wageringIncludesDeposit: true,
    contributionBps: { '*': 10_000, LIVE: 1050 },
    maxBet: '20.00',
    maxCashout: null,
    validDays: 9,
    forfeitOnWithdrawal: false,
    limitPerDevice: true,
    limitPerIp: false,
    limitPerPaymentAccount: true,
    rafflePrizes: null,
    raffleSeedHash: null,
    imageUrl: '/static/promotions/a.png',
    startDate: Date.UTC(2026, 10, 1),
    endDate: Date.UTC(2026, 11, 1),
    enabled: false,
    sortOrder: -3,
  };

  it('round-trips every field of a loaded promotion', () => {
    const { id: _id, raffleSeedHash: _h, imageUrl: _i, ...request } = detail;
    const body = toBody(toForm(detail), detail);
    expect(body).toEqual(request);
    expect(savePromotionRequest.safeParse(body).success).toBe(true);
  });

  it('edits each target, prizes of a raffle and leaves out languages without a title', () => {
    const form = toForm(null);
    form.texts.en.title = 'New';
    form.texts.vi.summary = 'no title, not saved';
    form.kind = 'raffle';
    form.prizes = '0 5\n8.88 1';
    form.targetType = 'agent_teams';
    form.targetList = '101, 202';
    const body = toBody(form, null);
    expect(Object.keys(body.texts)).toEqual(['en']);
    expect(body.target).toEqual({ type: 'agent_teams', agentIds: ['101', '202'] });
    expect(body.rafflePrizes).toEqual([
      { amount: '0', weight: 5 },
      { amount: '8.88', weight: 1 },
    ]);
    form.targetType = 'new_members';
    form.newMembersDays = '14';
    expect(toBody(form, null).target).toEqual({ type: 'new_members', withinDays: 14 });
  });
});
