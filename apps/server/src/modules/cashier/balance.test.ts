import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { createTestMember } from '../ledger/test-support';
import { call, memberWithMoney } from './cashier-test-support';

describe('GET /wps/v2/wallets/balance', () => {
  const t = useTestApp();

  it('answers the main wallet, the sum, the currency symbol and the header badges', async () => {
    const m = await memberWithMoney(t.db, { amountMinor: 1_234_567_89n });
    const r = await call(t.app, m).get('/wps/v2/wallets/balance');
    expect(r.statusCode).toBe(200);
    const v = r.json().value;
    expect(v).toMatchObject({
      sumBalance: '1234567.89',
      balance: [
        {
          accountTypeId: 2,
          availBalance: '1234567.89',
          balance: '1234567.89',
          heldBalance: '0.00',
        },
      ],
      currency: 'PHP',
      playMoney: false,
      unreadMessage: 0,
      availablePromoCount: 0,
      availablePromo: { REFERRAL: { enabled: true } },
      hasVip: false,
      vipRankLevel: 0,
    });
    expect(typeof v.currencySymbol).toBe('string');
    expect(Array.isArray(v.customerService)).toBe(true);
  });

  it('answers 0.00 for a member who never had money, without opening anything', async () => {
    const m = await createTestMember(t.db);
    const r = await call(t.app, m).get('/wps/v2/wallets/balance');
    expect(r.json().value.sumBalance).toBe('0.00');
    const opened = await t.db.query('SELECT 1 FROM ledger_accounts WHERE member_id = $1', [
      m.memberId,
    ]);
    expect(opened.rows).toHaveLength(0);
  });

  it('shows a trial account its play money, granted once', async () => {
    const trial = await createTestMember(t.db, { type: 4 });
    await t.db.query('UPDATE members SET demo_balance_minor = 2000000 WHERE id = $1', [
      trial.memberId,
    ]);
    const first = (await call(t.app, trial).get('/wps/v2/wallets/balance')).json().value;
    const second = (await call(t.app, trial).get('/wps/v2/wallets/balance')).json().value;
    expect(first).toMatchObject({ sumBalance: '20000.00', playMoney: true });
    expect(second.sumBalance).toBe('20000.00');
  });

  it('refuses a call without a session with 401 and the envelope', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/wps/v2/wallets/balance',
      headers: { merchant: 'DEMO' },
    });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('refuses a bad query with 400 and no 500', async () => {
    const m = await createTestMember(t.db);
    const r = await call(t.app, m).get('/wps/v2/wallets/balance?typeId=abc');
    expect(r.statusCode).toBe(400);
  });
});
