import { beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@wl/contract/operators/roles';
import {
  opsPromotionDetail,
  PROMOTION_LANGUAGES,
  type SavePromotionRequest,
} from '@wl/contract/promotions/ops-promotions';
import { useTestApp } from '../../../test/test-app';
import { operatorsOfEveryRole, opsCall } from '../operators/ops-test-support';

/**
 * The operator API's promotion schema, field by field, as the back-office editor uses it: every
 * field a promotion has — texts in every language the platform supports, targeting, dates,
 * bonus terms, wagering, limits — is stored and answered as sent; bad input is refused with the
 * field's path and a message key, and changes nothing.
 */
describe('back office promotions: every field round-trips, bad input is refused', () => {
  const t = useTestApp();
  let tokens: Record<OperatorRole, string>;

  beforeAll(async () => {
    tokens = await operatorsOfEveryRole(t.app, t.db);
  });

  const texts = Object.fromEntries(
    PROMOTION_LANGUAGES.map((lang) => [
      lang,
      { title: `Title ${lang}`, summary: `Summary ${lang}`, content: `<p>Body ${lang}</p>` },
    ]),
  );
  /** Every field away from its default, so a field dropped anywhere shows. */
  const full: SavePromotionRequest = {
    kind: 'claim',
    category: 'live_promo',
    texts,
    target: { type: 'agent_teams', agentIds: ['101', '202'] },
    percentBps: 1250,
    fixedAmount: '88.80',
    maxBonus: '1000.00',
    minDeposit: '50.00',
    wageringMultipleBps: 35_000,
    wageringIncludesDeposit: true,
    contributionBps: { '*': 10_000, LIVE: 1000, SPORTS: 2500 },
    maxBet: '20.00',
    maxCashout: '5000.00',
    validDays: 30,
    forfeitOnWithdrawal: false,
    limitPerDevice: true,
    limitPerIp: true,
    limitPerPaymentAccount: true,
    rafflePrizes: null,
    startDate: Date.UTC(2026, 11, 1),
    endDate: Date.UTC(2027, 0, 1),
    enabled: false,
    sortOrder: -7,
  };

  const detailOf = async (id: string) => {
    const r = await opsCall(t.app, tokens.read_only, 'GET', `/ops/promotions/${id}`);
    return opsPromotionDetail.parse(r.json().value);
  };

  it('stores and answers every field, in all seven languages, and again after an edit', async () => {
    const created = await opsCall(t.app, tokens.supervisor, 'POST', '/ops/promotions', full);
    expect(created.statusCode).toBe(200);
    const id = created.json().value.id as string;
    const { id: _id, raffleSeedHash, imageUrl, ...stored } = await detailOf(id);
    expect(stored).toEqual(full);
    expect([raffleSeedHash, imageUrl]).toEqual([null, null]);

    const edited: SavePromotionRequest = {
      ...full,
      texts: { en: texts.en!, vi: { title: 'Khuyến mãi', summary: '', content: '' } },
      target: { type: 'vip_levels', levels: [2, 5] },
      percentBps: null,
      fixedAmount: null,
      contributionBps: { '*': 5000 },
      maxBet: null,
      validDays: 1,
      forfeitOnWithdrawal: true,
      limitPerIp: false,
      endDate: null,
      enabled: true,
      sortOrder: 1000,
    };
    const put = await opsCall(t.app, tokens.supervisor, 'PUT', `/ops/promotions/${id}`, edited);
    expect(put.statusCode).toBe(200);
    const { id: _same, raffleSeedHash: _h, imageUrl: _i, ...after } = await detailOf(id);
    expect(after).toEqual(edited);
  });

  it('keeps rich text safe: scripts, handlers and javascript: links are stripped in every language', async () => {
    const evil = '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:x()">a</a></p>';
    const body = {
      ...full,
      texts: Object.fromEntries(
        PROMOTION_LANGUAGES.map((lang) => [lang, { title: lang, summary: '', content: evil }]),
      ),
    };
    const r = await opsCall(t.app, tokens.supervisor, 'POST', '/ops/promotions', body);
    const detail = await detailOf(r.json().value.id as string);
    for (const lang of PROMOTION_LANGUAGES) {
      const html = detail.texts[lang]!.content;
      expect(html).toContain('Hi');
      expect(html).not.toMatch(/script|onclick|javascript:/i);
    }
  });

  const bad: [string, Record<string, unknown>, string, string][] = [
    [
      'a title over 120 characters',
      { texts: { en: { title: 'x'.repeat(121) } } },
      'texts.en.title',
      'field_too_big',
    ],
    ['an empty title', { texts: { en: { title: '' } } }, 'texts.en.title', 'field_too_small'],
    ['no language at all', { texts: {} }, 'texts', 'field_texts_need_one'],
    ['a percentage of 0', { percentBps: 0 }, 'percentBps', 'field_too_small'],
    ['a negative cap', { maxBonus: '-5' }, 'maxBonus', 'field_amount_format'],
    ['three decimals of money', { maxBet: '1.005' }, 'maxBet', 'field_amount_format'],
    ['zero days to wager', { validDays: 0 }, 'validDays', 'field_too_small'],
    [
      'a contribution over 100 %',
      { contributionBps: { LIVE: 10_001 } },
      'contributionBps.LIVE',
      'field_too_big',
    ],
    [
      'an empty team list',
      { target: { type: 'agent_teams', agentIds: [] } },
      'target.agentIds',
      'field_too_small',
    ],
    [
      'an end before the start',
      { endDate: full.startDate - 1 },
      'endDate',
      'field_end_before_start',
    ],
    [
      'prizes on a claim',
      { rafflePrizes: [{ amount: '1', weight: 1 }] },
      'rafflePrizes',
      'field_prizes_only_raffles',
    ],
    ['a sort order out of range', { sortOrder: 1001 }, 'sortOrder', 'field_too_big'],
  ];

  it.each(bad)(
    'refuses %s on the field, with its message key, and stores nothing',
    async (_, change, field, key) => {
      const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM promotions');
      const r = await opsCall(t.app, tokens.supervisor, 'POST', '/ops/promotions', {
        ...full,
        ...change,
      });
      expect(r.statusCode).toBe(400);
      const body = r.json();
      expect(body.success).toBe(false);
      expect(body.message).toBe('error_request_param');
      expect(body.value.fields).toContainEqual(expect.objectContaining({ field, messageKey: key }));
      const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM promotions');
      expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    },
  );

  it('refuses a bad edit and leaves the promotion as it was', async () => {
    const created = await opsCall(t.app, tokens.supervisor, 'POST', '/ops/promotions', full);
    const id = created.json().value.id as string;
    const before = await detailOf(id);
    const r = await opsCall(t.app, tokens.supervisor, 'PUT', `/ops/promotions/${id}`, {
      ...full,
      validDays: 366,
      texts: { en: { title: 'changed' } },
    });
    expect(r.statusCode).toBe(400);
    expect(await detailOf(id)).toEqual(before);
  });
});
