import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import {
  formToken,
  outbox,
  sealedInject,
  solvedCaptcha,
  testMember,
  testMerchant,
} from '../../auth/auth-test-helpers';

describe('registration by user name', () => {
  const t = useTestApp({ env: { BOT_MIN_FILL_MS: '0', REGISTER_IP_LIMIT_PER_HOUR: '1000' } });

  async function register(
    over: Record<string, unknown>,
    options: { url?: string; merchant?: string; captcha?: boolean } = {},
  ) {
    const merchant = options.merchant ?? 'DEMO';
    const cap = await solvedCaptcha(t.app, merchant);
    const body = {
      username: 'player1',
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
      paymentPassword: '123456',
      captcha: cap.answer,
      botCheck: { formToken: await formToken(t.app, merchant), honeypot: '' },
      login: true,
      registerMethod: 'WEB',
      ...over,
    };
    return sealedInject(t.app, {
      method: 'PUT',
      url: options.url ?? '/wps/member/register',
      body,
      merchant,
      cookies: { captchaId: cap.captchaId },
    });
  }
  const count = async (username: string) =>
    Number(
      (
        await t.db.query<{ n: bigint }>(
          'SELECT count(*) AS n FROM members WHERE lower(username) = lower($1)',
          [username],
        )
      ).rows[0]!.n,
    );

  it('registers, answers a login value and the token works at once', async () => {
    const r = await register({
      username: 'newplayer1',
      email: 'New@Example.com',
      payeeName: 'New Player',
    });
    expect(r.statusCode).toBe(200);
    const v = r.json().value;
    expect(v).toMatchObject({
      userName: 'newplayer1',
      customerType: 0,
      firstTimeLogin: true,
      passwordExpired: false,
      fullAccess: true,
    });
    expect(v.customerId).toBe(v.id);
    const info = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: v.token },
    });
    expect(info.json().value).toMatchObject({
      account: 'newplayer1',
      hasPassword: true,
      hasPaymentPassword: true,
      email: 'ne****@example.com',
    });
    const hash = await t.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM members WHERE username = 'newplayer1'",
    );
    expect(hash.rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    const audit = await t.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE subject_id = $1 ORDER BY id',
      [String(v.id)],
    );
    expect(audit.rows.map((a) => a.action)).toContain('register');
  });

  it('reports every field error with the pattern message and bounds, and creates nothing', async () => {
    const r = await register({
      username: '1bad',
      password: 'short',
      confirmPassword: 'short',
      qqNum: 'abc',
      paymentPassword: '12',
    });
    expect(r.statusCode).toBe(400);
    const { errorCode, value } = r.json();
    expect(errorCode).toBe('field_invalid');
    const byField = Object.fromEntries(value.fields.map((f: { field: string }) => [f.field, f]));
    expect(byField.username).toMatchObject({ messageKey: 'reg_pattern_1', min: 2, max: 15 });
    expect(byField.password).toMatchObject({ messageKey: 'reg_pattern_5', min: 6, max: 20 });
    expect(byField.qqNum).toMatchObject({ messageKey: 'reg_pattern_6' });
    expect(byField.paymentPassword).toMatchObject({
      messageKey: 'reg_pattern_6',
      text: '6 digits only',
    });
    expect(await count('1bad')).toBe(0);
  });

  it('requires user name and password, and the confirmation must match (inconsistent_twice)', async () => {
    const missing = await register({
      username: undefined,
      password: undefined,
      confirmPassword: undefined,
    });
    const fields = missing
      .json()
      .value.fields.map((f: { field: string; messageKey: string }) => `${f.field}:${f.messageKey}`);
    expect(fields).toEqual(
      expect.arrayContaining(['username:field_required', 'password:field_required']),
    );
    const mismatch = await register({ username: 'mismatch1', confirmPassword: 'Abc12346' });
    expect(mismatch.json()).toMatchObject({
      errorCode: 'inconsistent_twice',
      value: { fields: [{ field: 'confirmPassword' }] },
    });
    expect(await count('mismatch1')).toBe(0);
  });

  it('refuses a taken user name (any case) with a field error and creates nothing', async () => {
    await testMember(t.db, { username: 'TakenName' });
    const r = await register({ username: 'takenname' });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({
      errorCode: 'username_taken',
      value: { fields: [{ field: 'username' }] },
    });
    expect(await count('takenname')).toBe(1);
  });

  it('needs the captcha when configured and refuses a wrong one', async () => {
    const none = await register({ username: 'nocaptcha1', captcha: undefined });
    expect(none.json().errorCode).toBe('captcha_required');
    const wrong = await register({ username: 'nocaptcha1', captcha: 'ZZZZZ' });
    expect(wrong.json().errorCode).toBe('captcha_wrong');
    expect(await count('nocaptcha1')).toBe(0);
  });

  it('refuses a filled honeypot or a missing form token (bot check)', async () => {
    const bot = await register({
      username: 'robot1',
      botCheck: { formToken: await formToken(t.app), honeypot: 'http://x' },
    });
    expect(bot.json().errorCode).toBe('bot_check_failed');
    const noToken = await register({ username: 'robot1', botCheck: undefined });
    expect(noToken.json().errorCode).toBe('bot_check_failed');
    expect(await count('robot1')).toBe(0);
  });

  it('links a valid invitation code to its agent and refuses an unknown one', async () => {
    const agent = await testMember(t.db, { username: 'agent7', type: 1, affiliateCode: 'AGENT07' });
    const check = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/affiliate?code=agent07&domain=localhost',
    });
    expect(check.json()).toMatchObject({ success: true, value: { code: 'AGENT07', valid: true } });
    const bad = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=NOPE99' });
    expect(bad.json()).toMatchObject({
      success: false,
      errorCode: 'invitation_code_error',
      message: 'invitation_code_error',
    });

    const r = await register({ username: 'downline1', referralCode: 'AGENT07' });
    expect(r.statusCode).toBe(200);
    const row = await t.db.query<{ upline_id: bigint }>(
      "SELECT upline_id FROM members WHERE username = 'downline1'",
    );
    expect(row.rows[0]!.upline_id).toBe(agent.id);
    const wrong = await register({ username: 'downline2', affiliateCode: 'NOPE99' });
    expect(wrong.json().errorCode).toBe('invitation_code_error');
    expect(await count('downline2')).toBe(0);
  });

  it('refuses plain JSON: registration is an encrypted call', async () => {
    const r = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: { username: 'plain1', password: 'Abc12345' },
    });
    expect(r.json().errorCode).toBe('request_body_required');
  });

  it('tells whether a user name is free', async () => {
    await testMember(t.db, { username: 'someone1' });
    expect(
      (await t.app.inject({ url: '/wps/check/username?username=freename1' })).json(),
    ).toMatchObject({ success: true });
    const taken = await t.app.inject({ url: '/wps/check/username?username=SOMEONE1' });
    expect(taken.json()).toMatchObject({ success: false, errorCode: 'username_taken' });
  });

  it('asks for the SMS code on the user-name form when REGMOBVERF3 is on', async () => {
    await testMerchant(t.db, 'SMSREG', { flags: { REGMOBVERF3: true } });
    const r = await register({ username: 'smsuser1' }, { merchant: 'SMSREG' });
    const fields = r.json().value.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));

    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { merchant: 'SMSREG' },
      payload: { countryDialingCode: '63', mobileNo: '9174000001' },
    });
    const [sms] = await outbox(t.app, { to: '+639174000001' });
    const ok = await register(
      {
        username: 'smsuser1',
        mobileNum: '9174000001',
        countryDialingCode: '63',
        verificationCode: sms!.code,
      },
      { merchant: 'SMSREG' },
    );
    expect(ok.json()).toMatchObject({ success: true, value: { userName: 'smsuser1' } });
  });

  it('answers function.not.available when the form is switched off', async () => {
    await testMerchant(t.db, 'NOREG', { flags: { USERNAMEREG3: false } });
    const r = await register({ username: 'offuser1' }, { merchant: 'NOREG' });
    expect(r.json().errorCode).toBe('function.not.available');
  });
});

describe('registration by mobile number', () => {
  const t = useTestApp({ env: { BOT_MIN_FILL_MS: '0' } });

  async function registerMobile(over: Record<string, unknown>, merchant = 'DEMO') {
    const cap = await solvedCaptcha(t.app, merchant);
    const body = {
      mobileNum: '9175000001',
      countryDialingCode: '63',
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
      paymentPassword: '123456',
      captcha: cap.answer,
      botCheck: { formToken: await formToken(t.app, merchant), honeypot: '' },
      ...over,
    };
    return sealedInject(t.app, {
      method: 'PUT',
      url: '/wps/member/register/mobile',
      body,
      merchant,
      cookies: { captchaId: cap.captchaId },
    });
  }
  const smsCode = async (mobileNo: string, merchant = 'DEMO') => {
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { merchant },
      payload: { countryDialingCode: '63', mobileNo },
    });
    return (await outbox(t.app, { to: `+63${mobileNo}` }))[0]!.code!;
  };

  it('registers with the SMS code from the outbox; the mobile number is the user name', async () => {
    const code = await smsCode('9175000001');
    const r = await registerMobile({ verificationCode: code });
    expect(r.json()).toMatchObject({
      success: true,
      value: { userName: '9175000001', firstTimeLogin: true },
    });
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { authorization: r.json().value.token },
    });
    expect(info.json().value).toMatchObject({ mobile: '917****001', countryDialingCode: '63' });
  });

  it('needs the code, refuses a wrong one, and refuses a number already registered', async () => {
    expect((await registerMobile({ mobileNum: '9175000002' })).json().value.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'verificationCode' })]),
    );
    await smsCode('9175000002');
    expect(
      (await registerMobile({ mobileNum: '9175000002', verificationCode: '999999x' })).json()
        .errorCode,
    ).toBe('code_invalid');
    const dup = await registerMobile({ mobileNum: '9175000001', verificationCode: '123456' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      errorCode: 'mobile_taken',
      value: { fields: [{ field: 'mobileNum' }] },
    });
  });

  it('creates an account without a password when MOBILENUMPASSREG3 is off', async () => {
    await testMerchant(t.db, 'NOPASS', { flags: { MOBILENUMPASSREG3: false } });
    const code = await smsCode('9175000003', 'NOPASS');
    const r = await registerMobile(
      {
        mobileNum: '9175000003',
        password: undefined,
        confirmPassword: undefined,
        verificationCode: code,
      },
      'NOPASS',
    );
    expect(r.json().success).toBe(true);
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { authorization: r.json().value.token, merchant: 'NOPASS' },
    });
    expect(info.json().value.hasPassword).toBe(false);
  });
});

let clock = Date.now();
describe('bot check timing', () => {
  const t = useTestApp({ env: { BOT_MIN_FILL_MS: '3000' }, now: () => clock });

  it('refuses a form sent sooner than the minimum fill time and accepts it afterwards', async () => {
    const token = await formToken(t.app);
    const attempt = async (username: string) => {
      const cap = await solvedCaptcha(t.app);
      return sealedInject(t.app, {
        method: 'PUT',
        url: '/wps/member/register',
        now: clock,
        cookies: { captchaId: cap.captchaId },
        body: {
          username,
          password: 'Abc12345',
          confirmPassword: 'Abc12345',
          paymentPassword: '123456',
          captcha: cap.answer,
          botCheck: { formToken: token, honeypot: '' },
        },
      });
    };
    clock += 1_000;
    expect((await attempt('quick1')).json().errorCode).toBe('bot_check_failed');
    clock += 2_500;
    expect((await attempt('patient1')).json().success).toBe(true);
  });
});
