import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { sealedInject, testMerchant } from '../auth-test-helpers';

describe('free play (trial accounts)', () => {
  const t = useTestApp({
    env: { FREEPLAY_DEMO_BALANCE_MINOR: '150000', FREEPLAY_IP_LIMIT_PER_HOUR: '2' },
  });
  const start = (ip: string, merchant = 'DEMO') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { merchant, 'x-forwarded-for': ip },
      payload: { os: 'web', platform: 'W' },
    });

  it('creates a type-4 member with play money and logs it in', async () => {
    const r = await start('203.0.113.30');
    const v = r.json().value;
    expect(v).toMatchObject({ customerType: 4, firstTimeLogin: true, fullAccess: true });
    const row = await t.db.query<{
      type: number;
      demo_balance_minor: bigint;
      password_hash: string | null;
    }>('SELECT type, demo_balance_minor, password_hash FROM members WHERE id = $1', [BigInt(v.id)]);
    expect(row.rows[0]).toEqual({ type: 4, demo_balance_minor: 150000n, password_hash: null });
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { authorization: v.token },
    });
    expect(info.json().value.type).toBe(4);
  });

  it('keeps trial accounts out of real-money calls with in_need_true_account', async () => {
    const token = (await start('203.0.113.31')).json().value.token;
    const r = await sealedInject(t.app, {
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      headers: { authorization: token },
      body: { newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('in_need_true_account');
  });

  it('limits trial accounts per IP and is refused when FREEPLAY3 is off', async () => {
    await start('203.0.113.32');
    await start('203.0.113.32');
    const third = await start('203.0.113.32');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    await testMerchant(t.db, 'NOFREE', { flags: { FREEPLAY3: false } });
    expect((await start('203.0.113.33', 'NOFREE')).json().errorCode).toBe('function.not.available');
  });
});
