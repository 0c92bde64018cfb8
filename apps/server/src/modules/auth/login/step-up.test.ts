import { describe, expect, it } from 'vitest';
import { totpFor } from '../../members/totp';
import { useTestApp } from '../../../../test/test-app';
import { outbox, sealedInject, testMember, testMerchant } from '../auth-test-helpers';

let clock = Date.now();
const M = 'STEPUP';

describe('second-step verification on login from a new IP (LOGINIPVERF3)', () => {
  const t = useTestApp({ now: () => clock, env: { LOGIN_IP_LIMIT_PER_MINUTE: '1000' } });
  const login = (username: string, ip: string, password = 'Secret123') =>
    sealedInject(t.app, {
      merchant: M,
      url: '/wps/session/login',
      now: clock,
      body: { username, password },
      headers: { 'x-forwarded-for': ip },
    });
  const verify = (token: string, body: Record<string, unknown>, ip: string) =>
    sealedInject(t.app, {
      merchant: M,
      url: '/wps/session/login/verification',
      now: clock,
      body,
      headers: { authorization: token, 'x-forwarded-for': ip },
    });
  const info = (token: string) =>
    t.app.inject({ url: '/wps/member/info', headers: { authorization: token, merchant: M } });
  const setup = async (username: string, extra: Record<string, string> = {}) => {
    const m = await testMember(t.db, { merchantCode: M, username, ...extra });
    // The first login has nothing to compare with: it is full and makes the IP known.
    expect((await login(username, '198.51.100.1')).json().value.fullAccess).toBe(true);
    return m;
  };

  it('gives a pending session from a new IP that no other call accepts', async () => {
    await testMerchant(t.db, M, { flags: { LOGINIPVERF3: true } });
    await setup('hank1', {
      mobile: '9177000001',
      email: 'hank@example.com',
      payeeName: 'Hank Hill',
    });
    const pending = (await login('hank1', '198.51.100.2')).json().value;
    expect(pending).toMatchObject({
      fullAccess: false,
      verification: {
        methods: ['sms', 'email', 'payeeName'],
        mobile: '917****001',
        email: 'ha****@example.com',
      },
    });
    const refused = await info(pending.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('login_2fa_required');
    // A known IP logs in straight away.
    expect((await login('hank1', '198.51.100.1')).json().value.fullAccess).toBe(true);
  });

  it('completes with the SMS code: a new token, the old one dead, the IP remembered', async () => {
    const m = await setup('ivy1', { mobile: '9177000002' });
    const pending = (await login('ivy1', '198.51.100.3')).json().value;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/verification/code',
      headers: { authorization: pending.token, merchant: M },
      payload: { method: 'sms' },
    });
    expect(sent.json().value.expiredMinutes).toBe(5);
    const [sms] = await outbox(t.app, { to: '+639177000002' });
    const done = await verify(pending.token, { method: 'sms', code: sms!.code }, '198.51.100.3');
    const full = done.json().value;
    expect(full).toMatchObject({ fullAccess: true, userName: 'ivy1' });
    expect(full.token).not.toBe(pending.token);
    expect((await info(full.token)).statusCode).toBe(200);
    expect((await info(pending.token)).statusCode).toBe(401);
    expect((await login('ivy1', '198.51.100.3')).json().value.fullAccess).toBe(true);
    const audit = await t.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE subject_id = $1',
      [String(m.id)],
    );
    expect(audit.rows.map((r) => r.action)).toContain('login_step_up');
  });

  it('completes with the real (payee) name, ignoring case and spacing', async () => {
    await setup('jack1', { payeeName: 'Jack  Sparrow' });
    const pending = (await login('jack1', '198.51.100.4')).json().value;
    expect(pending.verification.methods).toEqual(['payeeName']);
    const wrong = await verify(
      pending.token,
      { method: 'payeeName', payeeName: 'Jack Daniels' },
      '198.51.100.4',
    );
    expect(wrong.json()).toMatchObject({
      errorCode: 'payee_name_wrong',
      message: 'in_payeeName_error',
    });
    const ok = await verify(
      pending.token,
      { method: 'payeeName', payeeName: ' jack sparrow ' },
      '198.51.100.4',
    );
    expect(ok.json().value.fullAccess).toBe(true);
  });

  it('completes with an authenticator code; the same code cannot be used twice', async () => {
    await setup('kate1');
    const loginToken = (await login('kate1', '198.51.100.1')).json().value.token;
    const secret = (
      await t.app.inject({
        url: '/wps/member/security/totp',
        headers: { authorization: loginToken, merchant: M },
      })
    ).json().value.secret as string;
    const code = (ms: number) => totpFor(secret).generate({ timestamp: ms });
    const on = await t.app.inject({
      method: 'POST',
      url: '/wps/member/security/totp',
      headers: { authorization: loginToken, merchant: M },
      payload: { enable: true, code: code(clock) },
    });
    expect(on.json().value.enabled).toBe(true);
    clock += 30_000;
    const pending = (await login('kate1', '198.51.100.5')).json().value;
    expect(pending.verification.methods).toEqual(['totp']);
    expect(
      (await verify(pending.token, { method: 'totp', code: code(clock) }, '198.51.100.5')).json()
        .value.fullAccess,
    ).toBe(true);
    const again = (await login('kate1', '198.51.100.6')).json().value;
    expect(
      (await verify(again.token, { method: 'totp', code: code(clock) }, '198.51.100.6')).json()
        .errorCode,
    ).toBe('code_invalid');
  });

  it('ends the pending session after five wrong proofs and refuses other methods', async () => {
    await setup('liam1', { payeeName: 'Liam Neeson' });
    const pending = (await login('liam1', '198.51.100.7')).json().value;
    expect(
      (await verify(pending.token, { method: 'sms', code: '123456' }, '198.51.100.7')).json()
        .errorCode,
    ).toBe('verification_method_unavailable');
    for (let i = 0; i < 4; i++)
      await verify(pending.token, { method: 'payeeName', payeeName: `Nope ${i}` }, '198.51.100.7');
    expect(
      (
        await verify(
          pending.token,
          { method: 'payeeName', payeeName: 'Liam Neeson' },
          '198.51.100.7',
        )
      ).statusCode,
    ).toBe(401);
    const failures = await t.db.query(
      "SELECT 1 FROM audit_log WHERE action = 'login_step_up_failed'",
    );
    expect(failures.rows.length).toBeGreaterThanOrEqual(4);
  });

  it('skips the second step when the merchant has it off', async () => {
    await testMerchant(t.db, 'NOSTEP', { flags: { LOGINIPVERF3: false } });
    await testMember(t.db, { merchantCode: 'NOSTEP', username: 'mia1' });
    const viaA = await sealedInject(t.app, {
      merchant: 'NOSTEP',
      url: '/wps/session/login',
      now: clock,
      body: { username: 'mia1', password: 'Secret123' },
      headers: { 'x-forwarded-for': '198.51.100.8' },
    });
    const viaB = await sealedInject(t.app, {
      merchant: 'NOSTEP',
      url: '/wps/session/login',
      now: clock,
      body: { username: 'mia1', password: 'Secret123' },
      headers: { 'x-forwarded-for': '198.51.100.9' },
    });
    expect([viaA.json().value.fullAccess, viaB.json().value.fullAccess]).toEqual([true, true]);
  });
});
