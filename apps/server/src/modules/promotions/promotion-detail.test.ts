import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import { opsPromotionDetail } from '@wl/contract/promotions/ops-promotions';
import { useTestApp } from '../../../test/test-app';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';

const DAY = 86_400_000;

/** GET /ops/promotions/:id gives the editor the whole promotion, and saving it back changes nothing. */
describe('back office promotions: one promotion for its editor', () => {
  const t = useTestApp();
  let tokens: Record<OperatorRole, string>;

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
  });

  it('answers every field of a save request, and a save of it unchanged is a no-op', async () => {
    const created = await opsCall(t.app, tokens.supervisor, 'POST', '/ops/promotions', {
      kind: 'deposit_bonus',
      category: 'deposit_promo',
      texts: {
        en: {
          title: 'Reload 20%',
          summary: 'Every deposit',
          content: '<p>Hi<script>x()</script></p>',
        },
        tw: { title: '存款加碼 20%' },
      },
      target: { type: 'new_members', withinDays: 14 },
      percentBps: 2000,
      maxBonus: '500',
      minDeposit: '100.50',
      wageringMultipleBps: 50_000,
      validDays: 10,
      maxBet: 50,
      startDate: Date.UTC(2026, 10, 1),
      endDate: Date.UTC(2026, 11, 1),
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id as string;

    const r = await opsCall(t.app, tokens.read_only, 'GET', `/ops/promotions/${id}`);
    expect(r.statusCode).toBe(200);
    const detail = opsPromotionDetail.parse(r.json().value);
    expect(detail).toMatchObject({
      id,
      kind: 'deposit_bonus',
      target: { type: 'new_members', withinDays: 14 },
      percentBps: 2000,
      fixedAmount: null,
      maxBonus: '500.00',
      minDeposit: '100.50',
      maxBet: '50.00',
      validDays: 10,
      rafflePrizes: null,
      endDate: Date.UTC(2026, 11, 1),
    });
    expect(detail.texts.en!.content).not.toContain('script');
    expect(detail.texts.tw).toEqual({ title: '存款加碼 20%', summary: '', content: '' });

    const { id: _id, raffleSeedHash: _hash, ...body } = detail;
    const saved = await opsCall(t.app, tokens.supervisor, 'PUT', `/ops/promotions/${id}`, body);
    expect(saved.statusCode).toBe(200);
    const again = await opsCall(t.app, tokens.read_only, 'GET', `/ops/promotions/${id}`);
    expect(again.json().value).toEqual(r.json().value);
  });

  it('shows a raffle its prizes and seed hash, never the seed; unknown ids are not found', async () => {
    const raffle = await opsCall(t.app, tokens.supervisor, 'POST', '/ops/promotions', {
      kind: 'raffle',
      category: 'other_promo',
      texts: { en: { title: 'Lucky draw' } },
      rafflePrizes: [
        { amount: '0', weight: 5 },
        { amount: '8.88', weight: 1 },
      ],
      startDate: Date.now() - DAY,
    });
    const id = raffle.json().value.id as string;
    const r = await opsCall(t.app, tokens.supervisor, 'GET', `/ops/promotions/${id}`);
    expect(r.json().value.rafflePrizes).toEqual([
      { amount: '0', weight: 5 },
      { amount: '8.88', weight: 1 },
    ]);
    expect(r.json().value.raffleSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(r.json().value)).not.toContain('raffleSeed"');
    const missing = await opsCall(t.app, tokens.supervisor, 'GET', '/ops/promotions/999999999');
    expect(missing.json().success).toBe(false);
  });
});
