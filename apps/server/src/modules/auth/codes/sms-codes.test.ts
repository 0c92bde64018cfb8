import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { outbox, testMember } from '../auth-test-helpers';
import { checkCode } from './check-code';

let clock = Date.now();
const tick = (ms: number) => (clock += ms);

describe('SMS codes', () => {
  const t = useTestApp({
    now: () => clock,
    env: { SMS_IP_LIMIT_PER_HOUR: '1000', CODE_TTL_MINUTES: '5' },
  });
  const send = (mobileNo: string, ip = '203.0.113.1') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { 'x-forwarded-for': ip },
      payload: { countryDialingCode: '63', mobileNo },
    });
  const demoId = async () =>
    (await t.db.query<{ id: bigint }>("SELECT id FROM merchants WHERE code='DEMO'")).rows[0]!.id;
  const check = async (
    target: string,
    code: string,
    purpose: 'register' | 'noLogin' = 'register',
  ) =>
    checkCode({
      db: t.db,
      merchantId: await demoId(),
      channel: 'sms',
      target,
      purpose,
      code,
      nowMs: clock,
    }).then(
      () => 'ok',
      (e: { code?: string }) => e.code,
    );

  it('sends a 6-digit code to the E.164 number and answers expiredMinutes', async () => {
    const r = await send('0917 100 0001');
    expect(r.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const [sms] = await outbox(t.app, { to: '+639171000001' });
    expect(sms).toMatchObject({ channel: 'sms', to: '+639171000001' });
    expect(sms!.code).toMatch(/^\d{6}$/);
    expect(sms!.text).toContain(sms!.code);
    const stored = await t.db.query<{ code_hash: Uint8Array }>(
      'SELECT code_hash FROM verification_codes',
    );
    expect(
      stored.rows.every((row) => !Buffer.from(row.code_hash).toString('utf8').includes(sms!.code!)),
    ).toBe(true);
  });

  it('writes the SMS in the language of the request, and English beyond the full sets', async () => {
    const sendIn = (mobileNo: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        headers: { 'x-forwarded-for': '203.0.113.9', language },
        payload: { countryDialingCode: '63', mobileNo },
      });
    await sendIn('9171000011', 'TH');
    await sendIn('9171000012', 'VI');
    await sendIn('9171000013', 'JA');
    const [thai] = await outbox(t.app, { to: '+639171000011' });
    const [vietnamese] = await outbox(t.app, { to: '+639171000012' });
    const [japanese] = await outbox(t.app, { to: '+639171000013' });
    expect(thai!.text).toContain(`รหัสยืนยันของคุณคือ ${thai!.code}`);
    expect(vietnamese!.text).toContain(`mã xác minh của bạn là ${vietnamese!.code}`);
    expect(japanese!.text).toContain(`your verification code is ${japanese!.code}`);
  });

  it('refuses a second send within 60 s with 429 and Retry-After, then allows it', async () => {
    await send('9171000002');
    const again = await send('9171000002');
    expect(again.statusCode).toBe(429);
    expect(again.json().errorCode).toBe('sms_too_frequent');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    tick(61_000);
    expect((await send('9171000002')).statusCode).toBe(200);
  });

  it('allows ten sends a day per number and refuses the eleventh', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await send('9171000003')).statusCode).toBe(200);
      tick(61_000);
    }
    const eleventh = await send('9171000003');
    expect(eleventh.json().errorCode).toBe('sms_daily_limit');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('checks codes: single use, bound to number and purpose, five tries, expiry', async () => {
    await send('9171000004');
    const [sms] = await outbox(t.app, { to: '+639171000004' });
    expect(await check('+639171000005', sms!.code!)).toBe('code_invalid');
    expect(await check('+639171000004', sms!.code!, 'noLogin')).toBe('code_invalid');
    expect(await check('+639171000004', sms!.code!)).toBe('ok');
    expect(await check('+639171000004', sms!.code!)).toBe('code_invalid');

    tick(61_000);
    await send('9171000004');
    const [second] = await outbox(t.app, { to: '+639171000004' });
    const wrong = second!.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await check('+639171000004', wrong)).toBe('code_invalid');
    expect(await check('+639171000004', second!.code!)).toBe('code_invalid');

    tick(61_000);
    await send('9171000004');
    const [third] = await outbox(t.app, { to: '+639171000004' });
    tick(5 * 60_000 + 1);
    expect(await check('+639171000004', third!.code!)).toBe('code_expired');
    expect(await check('+639171000004', '')).toBe('code_required');
  });

  it('refuses an invalid number and a number that already has an account', async () => {
    expect((await send('12345')).json().errorCode).toBe('mobile_invalid');
    await testMember(t.db, { username: 'hasmobile', mobile: '9171000006' });
    const taken = await send('9171000006');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      errorCode: 'mobile_taken',
      value: { fields: [{ field: 'mobileNum' }] },
    });
  });

  it('answers noLogin the same for unknown numbers but only texts registered ones', async () => {
    await testMember(t.db, { username: 'known1', mobile: '9171000007' });
    const ask = (mobileNum: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum, countryDialingCode: '63' },
      });
    const known = await ask('9171000007');
    const unknown = await ask('9171000008');
    expect(unknown.json()).toEqual(known.json());
    expect(await outbox(t.app, { to: '+639171000007' })).toHaveLength(1);
    expect(await outbox(t.app, { to: '+639171000008' })).toHaveLength(0);
    expect((await ask('9171000008')).json().errorCode).toBe('sms_too_frequent');
  });
});

describe('SMS per-IP cap', () => {
  const t = useTestApp({ env: { SMS_IP_LIMIT_PER_HOUR: '3' } });

  it('answers 429 with Retry-After once an IP has asked for too many codes', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        headers: { 'x-forwarded-for': '198.51.100.7' },
        payload: { countryDialingCode: '63', mobileNo: `91720000${10 + i}` },
      });
      statuses.push(r.statusCode);
      if (i === 3) {
        expect(r.json().errorCode).toBe('too_many_requests');
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const other = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { 'x-forwarded-for': '198.51.100.8' },
      payload: { countryDialingCode: '63', mobileNo: '9172000020' },
    });
    expect(other.statusCode).toBe(200);
  });
});
