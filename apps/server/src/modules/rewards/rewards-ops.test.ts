import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { supervisorToken } from '../promotions/promotions-test-support';

describe('operator API: VIP levels and rebate rates', () => {
  const t = useTestApp();
  let headers: Record<string, string> = {};

  beforeAll(async () => {
    headers = { merchant: 'DEMO', authorization: await supervisorToken(t.app, t.db) };
  });

  const put = (url: string, payload: object, h = headers) =>
    t.app.inject({ method: 'PUT', url, headers: h, payload });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

  it('creates and edits a VIP level, and writes both changes to the audit log', async () => {
    const body = { name: 'Gold', minValidBet: '10000', minDeposit: 2000, upgradeBonus: '88.80' };
    const r = await put('/ops/vip-levels/3', body);
    expect(r.json()).toMatchObject({
      success: true,
      value: { level: 3, name: 'Gold', minValidBet: '10000.00', upgradeBonus: '88.80' },
    });
    await put('/ops/vip-levels/3', { ...body, dailyWithdrawalLimit: '50000' });
    const list = (await get('/ops/vip-levels')).json().value.list;
    expect(list).toEqual([
      expect.objectContaining({ level: 3, dailyWithdrawalLimit: '50000.00', monthlyBonus: '0.00' }),
    ]);
    const audit = await t.db.query<{ before: unknown }>(
      `SELECT before FROM audit_log WHERE action = 'rewards.vip_level.save' ORDER BY id`,
    );
    expect(audit.rows).toHaveLength(2);
    expect(audit.rows[0]!.before).toBeNull();
    expect(audit.rows[1]!.before).toMatchObject({ name: 'Gold', dailyWithdrawalLimitMinor: null });
  });

  it('sets rebate rates and refuses a rate above 5 % without changing anything', async () => {
    const ok = await put('/ops/rebate-rates', { gameType: 'RNG', vipLevel: 0, rateBps: 80 });
    expect(ok.json().success).toBe(true);
    const bad = await put('/ops/rebate-rates', { gameType: 'RNG', vipLevel: 0, rateBps: 501 });
    expect(bad.json().success).toBe(false);
    const lower = await put('/ops/rebate-rates', { gameType: 'rng', vipLevel: 0, rateBps: 1 });
    expect(lower.json().success).toBe(false);
    expect((await get('/ops/rebate-rates')).json().value.list).toEqual([
      { gameType: 'RNG', vipLevel: 0, rateBps: 80 },
    ]);
    const audit = await t.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'rewards.rebate_rate.save'`,
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('refuses calls without an operator session and bad amounts', async () => {
    const anonymous = await put(
      '/ops/rebate-rates',
      { gameType: 'LIVE', vipLevel: 0, rateBps: 5 },
      {
        merchant: 'DEMO',
      },
    );
    expect(anonymous.json().success).toBe(false);
    const negative = await put('/ops/vip-levels/4', { name: 'X', minDeposit: '-5' });
    expect(negative.json().success).toBe(false);
    expect((await get('/ops/vip-levels')).json().value.list).toHaveLength(1);
  });
});
