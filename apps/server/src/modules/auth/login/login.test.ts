import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { outbox, sealedInject, solvedCaptcha, testMember } from '../auth-test-helpers';

let clock = Date.now();

describe('login', () => {
  const t = useTestApp({
    now: () => clock,
    env: { LOGIN_IP_LIMIT_PER_MINUTE: '1000', PASSWORD_MAX_AGE_DAYS: '90' },
  });
  const login = (
    body: Record<string, unknown>,
    extra: { ip?: string; cookies?: Record<string, string> } = {},
  ) =>
    sealedInject(t.app, {
      url: '/wps/session/login',
      now: clock,
      body: { type: 'username', ...body },
      headers: { 'x-forwarded-for': extra.ip ?? '203.0.113.10' },
      ...(extra.cookies ? { cookies: extra.cookies } : {}),
    });
  const info = (token: string) =>
    t.app.inject({ url: '/wps/member/info', headers: { authorization: token } });

  it('logs in and answers token, id, userName, firstTimeLogin, passwordExpired, customerType', async () => {
    const m = await testMember(t.db, { username: 'alice1', password: 'Alice123' });
    const first = await login({ username: 'ALICE1', password: 'Alice123' });
    expect(first.json().value).toMatchObject({
      id: Number(m.id),
      userName: 'alice1',
      customerType: 0,
      firstTimeLogin: true,
      passwordExpired: false,
      fullAccess: true,
    });
    expect((await info(first.json().value.token)).json().value.account).toBe('alice1');
    const second = await login({ username: 'alice1', password: 'Alice123' });
    expect(second.json().value.firstTimeLogin).toBe(false);
    expect(second.json().value.token).not.toBe(first.json().value.token);
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE subject_id = $1 AND action = 'login'",
      [String(m.id)],
    );
    expect(audit.rows).toHaveLength(2);
  });

  it("flags a login with the merchant's default password so the client forces a change", async () => {
    await testMember(t.db, { username: 'opened1', password: '123456' });
    await testMember(t.db, { username: 'own1', password: 'Own12345' });
    const opened = await login({ username: 'opened1', password: '123456' });
    expect(opened.json().value).toMatchObject({ defaultPassword: true, passwordExpired: false });
    const own = await login({ username: 'own1', password: 'Own12345' });
    expect(own.json().value.defaultPassword).toBe(false);
    const status = await t.app.inject({ url: '/wps/system/status' });
    expect(JSON.stringify(status.json())).not.toContain('123456');
  });

  it('stores tokens only as hashes and makes them at least 128 random bits', async () => {
    await testMember(t.db, { username: 'tokens1', password: 'Token123' });
    const token: string = (await login({ username: 'tokens1', password: 'Token123' })).json().value
      .token;
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const rows = await t.db.query<{ token_hash: Uint8Array }>('SELECT token_hash FROM sessions');
    const hashes = rows.rows.map((r) => Buffer.from(r.token_hash).toString('hex'));
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows.rows)).not.toContain(token);
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    await testMember(t.db, { username: 'bob1', password: 'Bobby123' });
    const wrong = await login({ username: 'bob1', password: 'Nope1234' });
    const unknown = await login({ username: 'ghost1', password: 'Nope1234' });
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({
      errorCode: 'wrong_account_password',
      value: { captcha: false },
    });
  });

  it('asks for a captcha after three failures; the owner still gets in with it', async () => {
    const m = await testMember(t.db, { username: 'carol1', password: 'Carol123' });
    const replies = [];
    for (let i = 0; i < 3; i++)
      replies.push((await login({ username: 'carol1', password: 'bad' })).json().value.captcha);
    expect(replies).toEqual([false, false, true]);
    const noCaptcha = await login({ username: 'carol1', password: 'Carol123' });
    expect(noCaptcha.json()).toMatchObject({
      errorCode: 'captcha_required',
      value: { captcha: true },
    });
    const cap = await solvedCaptcha(t.app);
    const wrongCaptcha = await login(
      { username: 'carol1', password: 'Carol123', captcha: 'QQQQ' },
      { cookies: { captchaId: cap.captchaId } },
    );
    expect(wrongCaptcha.json().errorCode).toBe('captcha_wrong');
    const fresh = await solvedCaptcha(t.app);
    const ok = await login(
      { username: 'carol1', password: 'Carol123', captcha: fresh.answer },
      { cookies: { captchaId: fresh.captchaId } },
    );
    expect(ok.json().success).toBe(true);
    // The streak is over: no captcha for the next login.
    expect((await login({ username: 'carol1', password: 'Carol123' })).json().success).toBe(true);
    const failed = await t.db.query(
      "SELECT 1 FROM audit_log WHERE action = 'login_failed' AND subject_id = $1",
      [String(m.id)],
    );
    expect(failed.rows).toHaveLength(3);
  });

  it('throttles unknown names the same way (captcha after three failures)', async () => {
    for (let i = 0; i < 3; i++) await login({ username: 'nobody9', password: 'x' });
    expect((await login({ username: 'nobody9', password: 'x' })).json().errorCode).toBe(
      'captcha_required',
    );
  });

  it('refuses attempts once an account has 100 failures in an hour, even the right password', async () => {
    const m = await testMember(t.db, { username: 'dave1', password: 'Dave1234' });
    const merchantId = (
      await t.db.query<{ id: bigint }>("SELECT id FROM merchants WHERE code='DEMO'")
    ).rows[0]!.id;
    await t.db.query(
      `INSERT INTO login_history (merchant_id, member_id, subject_key, method, success, created_at)
       SELECT $1, $2, $3, 'username', false, to_timestamp($4::double precision / 1000) FROM generate_series(1, 100)`,
      [merchantId, m.id, `m:${m.id}`, clock - 10 * 60_000],
    );
    const cap = await solvedCaptcha(t.app);
    const r = await login(
      { username: 'dave1', password: 'Dave1234', captcha: cap.answer },
      { cookies: { captchaId: cap.captchaId } },
    );
    expect(r.statusCode).toBe(429);
    expect(r.json().errorCode).toBe('login_too_many_failures');
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(40 * 60);
    clock += 51 * 60_000;
    const later = await solvedCaptcha(t.app);
    expect(
      (
        await login(
          { username: 'dave1', password: 'Dave1234', captcha: later.answer },
          { cookies: { captchaId: later.captchaId } },
        )
      ).json().success,
    ).toBe(true);
  });

  it('logs in by SMS code; the code is single use', async () => {
    await testMember(t.db, { username: 'erin1', mobile: '9176000001', password: null });
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '9176000001', countryDialingCode: '63' },
    });
    const [sms] = await outbox(t.app, { to: '+639176000001' });
    const r = await login({
      type: 'sms',
      username: '09176000001',
      countryDialingCode: '63',
      password: sms!.code,
    });
    expect(r.json().value).toMatchObject({ userName: 'erin1', passwordExpired: false });
    expect(
      (await login({ type: 'sms', username: '9176000001', password: sms!.code })).json().errorCode,
    ).toBe('wrong_account_password');
  });

  it('keeps non-agents out of the agent side and lets agents in', async () => {
    await testMember(t.db, { username: 'member5', password: 'Member123' });
    await testMember(t.db, { username: 'agent5', password: 'Agent1234', type: 41 });
    const member = await login({ username: 'member5', password: 'Member123', agentLogin: true });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ errorCode: 'not_agent', message: 'error_not_agent' });
    expect(
      (await login({ username: 'agent5', password: 'Agent1234', agentLogin: true })).json().value
        .customerType,
    ).toBe(41);
  });

  it('refuses trial accounts on the password login (member_no_enter) and closed accounts', async () => {
    await testMember(t.db, { username: 'trial5', password: 'Trial123', type: 4 });
    expect((await login({ username: 'trial5', password: 'Trial123' })).json().errorCode).toBe(
      'member_no_enter',
    );
    await testMember(t.db, { username: 'closed5', password: 'Closed123' });
    await t.db.query("UPDATE members SET status = 'locked' WHERE username = 'closed5'");
    expect((await login({ username: 'closed5', password: 'Closed123' })).json().errorCode).toBe(
      'account_disabled',
    );
  });

  it('reports passwordExpired once the password is older than the configured age', async () => {
    await testMember(t.db, { username: 'old1', password: 'Old12345' });
    await t.db.query(
      "UPDATE members SET password_changed_at = now() - interval '91 days' WHERE username = 'old1'",
    );
    expect(
      (await login({ username: 'old1', password: 'Old12345' })).json().value.passwordExpired,
    ).toBe(true);
  });

  it('revokes the session at logout', async () => {
    await testMember(t.db, { username: 'frank1', password: 'Frank123' });
    const token = (await login({ username: 'frank1', password: 'Frank123' })).json().value.token;
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: token },
    });
    expect(out.json()).toMatchObject({ success: true });
    expect((await info(token)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/wps/session/logout',
          headers: { authorization: token },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('ends a session after the idle window and at its absolute expiry', async () => {
    await testMember(t.db, { username: 'gina1', password: 'Gina1234' });
    const idle = (await login({ username: 'gina1', password: 'Gina1234' })).json().value.token;
    const absolute = (await login({ username: 'gina1', password: 'Gina1234' })).json().value.token;
    const hash = (tok: string) => createHash('sha256').update(tok).digest();
    await t.db.query(
      "UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE token_hash = $1",
      [hash(idle)],
    );
    await t.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [hash(absolute)],
    );
    expect((await info(idle)).statusCode).toBe(401);
    expect((await info(absolute)).statusCode).toBe(401);
    const row = await t.db.query<{ hours: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 3600) AS hours FROM sessions WHERE token_hash = $1',
      [hash(idle)],
    );
    expect(Number(row.rows[0]!.hours)).toBe(24);
  });
});

describe('login per-IP rate limit', () => {
  const t = useTestApp({ env: { LOGIN_IP_LIMIT_PER_MINUTE: '3' } });

  it('answers 429 with Retry-After when one IP tries too often', async () => {
    const codes = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await sealedInject(t.app, {
        url: '/wps/session/login',
        body: { username: `ip${i}user`, password: 'x' },
        headers: { 'x-forwarded-for': '192.0.2.44' },
      });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 429]);
    expect(last!.json().errorCode).toBe('too_many_requests');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await sealedInject(t.app, {
      url: '/wps/session/login',
      body: { username: 'ip9user', password: 'x' },
      headers: { 'x-forwarded-for': '192.0.2.45' },
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});
