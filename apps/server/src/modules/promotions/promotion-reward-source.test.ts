import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { call } from '../cashier/cashier-test-support';
import { checkLedger } from '../ledger/check-ledger';
import { createTestMember, type TestMember } from '../ledger/test-support';
import { promotionBody, supervisorToken } from './promotions-test-support';

const CENTRE = '/wps/relay/MCSFE_getRewardCenter';
const CLAIM = '/wps/relay/MCSFE_claimReward';
const CLAIM_ALL = '/wps/relay/MCSFE_claimAllRewards';

describe('claimable promotions in the reward centre', () => {
  const t = useTestApp();
  let opsToken: string;
  const create = async (extra: Record<string, unknown> = {}) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/ops/promotions',
      headers: { merchant: 'DEMO', authorization: opsToken },
      payload: promotionBody(extra),
    });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().value.id as string;
  };
  const centre = async (m: TestMember, language = 'EN') =>
    (
      await t.app.inject({
        method: 'GET',
        url: CENTRE,
        headers: { ...m.headers, language },
      })
    ).json().value;
  const promotionItems = (v: { items: { source: string; id: string }[] }) =>
    v.items.filter((i) => i.source === 'promotion');
  const bonuses = async (m: TestMember) =>
    (
      await t.db.query<{ amount_minor: bigint; source_ref: string }>(
        `SELECT amount_minor, source_ref FROM member_bonuses WHERE member_id = $1 ORDER BY id`,
        [m.memberId],
      )
    ).rows;

  beforeAll(async () => {
    opsToken = await supervisorToken(t.app, t.db);
  });

  it('lists running claim promotions in the member’s language, claims one once, 30 at a time', async () => {
    const id = await create();
    await create({ startDate: Date.now() + 86_400_000 }); // coming soon: not claimable yet
    await create({ kind: 'apply', fixedAmount: null }); // applied for on its page
    const m = await createTestMember(t.db);
    const before = await centre(m, 'TW');
    const items = promotionItems(before).filter((i) => i.id === `promotion:${id}`);
    expect(items).toEqual([
      expect.objectContaining({
        amount: '10.00',
        details: expect.objectContaining({ promotionTitle: '免費籌碼' }),
      }),
    ]);
    const claims = await Promise.all(
      Array.from({ length: 30 }, () => call(t.app, m).post(CLAIM, { id: `promotion:${id}` })),
    );
    expect(claims.filter((c) => c.json().success)).toHaveLength(1);
    expect(claims.filter((c) => c.json().errorCode === 'rewards.already_claimed')).toHaveLength(29);
    expect((await bonuses(m)).filter((b) => b.source_ref === id)).toEqual([
      { amount_minor: 1_000n, source_ref: id },
    ]);
    const after = await centre(m);
    expect(promotionItems(after).some((i) => i.id === `promotion:${id}`)).toBe(false);
    expect(after.count).toBe(before.count - 1);
    expect((await checkLedger({ sql: t.db })).ok).toBe(true);
  });

  it('claim all passes over a promotion this device already used and pays the rest', async () => {
    const limited = await create({ limitPerDevice: true, fixedAmount: '3.00' });
    const open = await create({ fixedAmount: '4.00' });
    const first = await createTestMember(t.db);
    const second = await createTestMember(t.db);
    const r1 = await call(t.app, first).post(CLAIM, {
      id: `promotion:${limited}`,
      deviceId: 'shared-phone',
    });
    expect(r1.json().success).toBe(true);

    const all = await call(t.app, second).post(CLAIM_ALL, { deviceId: 'shared-phone' });
    expect(all.json().success).toBe(true);
    const paid = all.json().value.claimed.map((c: { id: string }) => c.id);
    expect(paid).toContain(`promotion:${open}`);
    expect(paid).not.toContain(`promotion:${limited}`);
    expect(promotionItems(await centre(second)).map((i) => i.id)).toContain(`promotion:${limited}`);
  });

  it('answers a clear error for a promotion that is not there', async () => {
    const m = await createTestMember(t.db);
    const r = await call(t.app, m).post(CLAIM, { id: 'promotion:999999' });
    expect(r.json()).toMatchObject({ success: false, errorCode: 'rewards.reward_not_found' });
    const bad = await call(t.app, m).post(CLAIM, { id: 'promotion:1', deviceId: 'x'.repeat(101) });
    expect(bad.statusCode).toBe(400);
  });
});
