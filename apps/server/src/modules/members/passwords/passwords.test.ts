import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { outbox, sealedInject, testMember, waitForOutbox } from '../../auth/auth-test-helpers';
import { verifyPaymentPassword } from './verify-payment-password';

describe('passwords', () => {
  const t = useTestApp({
    env: { LOGIN_IP_LIMIT_PER_MINUTE: '1000', MAIL_IP_LIMIT_PER_HOUR: '1000' },
  });
  const login = async (username: string, password: string) =>
    (await sealedInject(t.app, { url: '/wps/session/login', body: { username, password } })).json()
      .value?.token as string;
  const info = (token: string) =>
    t.app.inject({ url: '/wps/member/info', headers: { authorization: token } });
  const change = (token: string, body: Record<string, unknown>) =>
    sealedInject(t.app, { url: '/wps/member/password', body, headers: { authorization: token } });

  it('changes the password, keeps this session and ends every other one', async () => {
    const m = await testMember(t.db, { username: 'pw1', password: 'Old12345' });
    const here = await login('pw1', 'Old12345');
    const elsewhere = await login('pw1', 'Old12345');
    const r = await change(here, {
      oldPassword: 'Old12345',
      newPassword: 'New12345',
      confirmNewPassword: 'New12345',
    });
    expect(r.json()).toMatchObject({ success: true, value: null });
    expect((await info(here)).statusCode).toBe(200);
    expect((await info(elsewhere)).statusCode).toBe(401);
    expect(await login('pw1', 'Old12345')).toBeUndefined();
    expect(await login('pw1', 'New12345')).toBeTruthy();
    const audit = await t.db.query(
      "SELECT 1 FROM audit_log WHERE action = 'password_change' AND subject_id = $1",
      [String(m.id)],
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('refuses a wrong old password, a weak new one and a different confirmation', async () => {
    await testMember(t.db, { username: 'pw2', password: 'Old12345' });
    const token = await login('pw2', 'Old12345');
    expect(
      (
        await change(token, {
          oldPassword: 'Nope1234',
          newPassword: 'New12345',
          confirmNewPassword: 'New12345',
        })
      ).json().errorCode,
    ).toBe('old_password_wrong');
    expect(
      (await change(token, { newPassword: 'New12345', confirmNewPassword: 'New12345' })).json()
        .value.fields[0].field,
    ).toBe('oldPassword');
    const weak = await change(token, {
      oldPassword: 'Old12345',
      newPassword: 'abc',
      confirmNewPassword: 'abc',
    });
    expect(weak.json()).toMatchObject({
      errorCode: 'field_invalid',
      value: { fields: [{ field: 'newPassword', messageKey: 'reg_pattern_5' }] },
    });
    expect(
      (
        await change(token, {
          oldPassword: 'Old12345',
          newPassword: 'New12345',
          confirmNewPassword: 'New12346',
        })
      ).json().errorCode,
    ).toBe('inconsistent_twice');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/wps/member/password',
          headers: { authorization: token },
          payload: { newPassword: 'x' },
        })
      ).json().errorCode,
    ).toBe('request_body_required');
  });

  it('lets an account without a password set one without an old password', async () => {
    await testMember(t.db, { username: 'nopw1', password: null, mobile: '9178000001' });
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '9178000001', countryDialingCode: '63' },
    });
    const [sms] = await outbox(t.app, { to: '+639178000001' });
    const token = (
      await sealedInject(t.app, {
        url: '/wps/session/login',
        body: { type: 'sms', username: '9178000001', password: sms!.code },
      })
    ).json().value.token;
    expect((await info(token)).json().value.hasPassword).toBe(false);
    expect(
      (await change(token, { newPassword: 'First123', confirmNewPassword: 'First123' })).json()
        .success,
    ).toBe(true);
    expect((await info(token)).json().value.hasPassword).toBe(true);
  });

  it('sets and changes the payment password, which the cashier can then verify', async () => {
    const m = await testMember(t.db, { username: 'pay1', password: 'Pay12345' });
    const token = await login('pay1', 'Pay12345');
    const put = (body: Record<string, unknown>) =>
      sealedInject(t.app, {
        method: 'PUT',
        url: '/wps/member/paymentPassword',
        body,
        headers: { authorization: token },
      });
    const check = (password: string) =>
      verifyPaymentPassword({ sql: t.db, merchantId: m.merchantId, memberId: m.id, password }).then(
        () => 'ok',
        (e: { code: string }) => e.code,
      );
    expect(await check('123456')).toBe('not.exists.payment.password');
    expect(
      (await put({ newPaymentPassword: '12ab', confirmPaymentPassword: '12ab' })).json().errorCode,
    ).toBe('field_invalid');
    expect(
      (await put({ newPaymentPassword: '123456', confirmPaymentPassword: '123456' })).json()
        .success,
    ).toBe(true);
    expect(await check('123456')).toBe('ok');
    expect(await check('654321')).toBe('invalid.payment.pw');
    expect(
      (await put({ newPaymentPassword: '654321', confirmPaymentPassword: '654321' })).json().value
        .fields[0].field,
    ).toBe('oldPaymentPassword');
    expect(
      (
        await put({
          oldPaymentPassword: '000000',
          newPaymentPassword: '654321',
          confirmPaymentPassword: '654321',
        })
      ).json().errorCode,
    ).toBe('invalid.payment.pw');
    expect(
      (
        await put({
          oldPaymentPassword: '123456',
          newPaymentPassword: '654321',
          confirmPaymentPassword: '654321',
        })
      ).json().success,
    ).toBe(true);
    expect(await check('654321')).toBe('ok');
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE action LIKE 'payment_password%' AND subject_id = $1 ORDER BY id",
      [String(m.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      'payment_password_set',
      'payment_password_change',
    ]);
  });

  it('sets a password by phone with the SMS code, then logs in and ends old sessions', async () => {
    await testMember(t.db, { username: 'phone1', password: 'Old12345', mobile: '9178000002' });
    const old = await login('phone1', 'Old12345');
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '9178000002', countryDialingCode: '63' },
    });
    const [sms] = await outbox(t.app, { to: '+639178000002' });
    const reset = (code: string) =>
      sealedInject(t.app, {
        url: '/wps/member/password/verification',
        body: {
          mobileNum: '9178000002',
          countryDialingCode: '63',
          verificationCode: code,
          newPassword: 'Reset123',
        },
      });
    expect((await reset('000000x')).json().errorCode).toBe('code_invalid');
    const r = await reset(sms!.code!);
    expect(r.json().value).toMatchObject({ userName: 'phone1', fullAccess: true });
    expect((await info(old)).statusCode).toBe(401);
    expect(await login('phone1', 'Reset123')).toBeTruthy();
    expect((await reset(sms!.code!)).json().errorCode).toBe('code_invalid');
  });

  it('answers forgot-by-e-mail the same whether or not the pair exists, and mails only a real pair', async () => {
    await testMember(t.db, { username: 'mail1', password: 'Old12345', email: 'mail1@example.com' });
    const ask = (username: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, email }).toString(),
      });
    const real = await ask('mail1', 'MAIL1@example.com');
    const wrongMail = await ask('mail1', 'other@example.com');
    const noUser = await ask('ghost99', 'mail1@example.com');
    expect(real.json()).toEqual({ success: true, message: 'in_been_out', value: null });
    expect(wrongMail.json()).toEqual(real.json());
    expect(noUser.json()).toEqual(real.json());
    expect((await ask('mail1', 'not-an-email')).json().errorCode).toBe('field_invalid');
    expect((await ask('has space', 'mail1@example.com')).json().errorCode).toBe('field_invalid');
    // Names with an underscore (like the seeded demo accounts) can recover by e-mail too.
    await testMember(t.db, { username: 'mail_2', password: 'Old12345', email: 'm2@example.com' });
    expect((await ask('mail_2', 'm2@example.com')).json().success).toBe(true);
    const mails = await waitForOutbox(t.app, { channel: 'email' }, 2);
    expect(mails.map((m) => m.to).sort()).toEqual(['m2@example.com', 'mail1@example.com']);
    const mail1 = mails.find((m) => m.to === 'mail1@example.com')!;
    const token = mail1.code!;
    expect(mail1.text).toContain(`/forget?resetToken=${token}`);

    const old = await login('mail1', 'Old12345');
    const reset = (resetToken: string, newPassword = 'Mailed123') =>
      sealedInject(t.app, {
        url: '/wps/member/password/reset',
        body: { resetToken, newPassword, confirmNewPassword: newPassword },
      });
    expect((await reset(token, 'weak')).json().errorCode).toBe('field_invalid');
    expect((await reset(token)).json().value).toMatchObject({ userName: 'mail1' });
    expect((await reset(token)).json().errorCode).toBe('reset_token_invalid');
    expect((await info(old)).statusCode).toBe(401);
    expect(await login('mail1', 'Mailed123')).toBeTruthy();
  });
});
