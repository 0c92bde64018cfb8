import { afterAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '@wl/contract/crypto/encrypt-payload';
import { buildApp } from '../app';
import { testConfig, useTestApp } from '../../test/test-app';
import { sealedInject, sessionKey } from '../modules/auth/auth-test-helpers';

let clock = Date.now();
const login = { username: 'nobody1', password: 'Wrong123', type: 'username' };

describe('encrypted calls (RSA-OAEP-256 + AES-256-GCM, ts + nonce)', () => {
  const t = useTestApp({
    env: { ENCRYPTION_KEY_ROTATE_MINUTES: '60', LOG_LEVEL: 'silent' },
    now: () => clock,
  });
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  it('publishes a 2048-bit RSA-OAEP-256 public key as a JWK with its kid', async () => {
    const key = await sessionKey(t.app);
    expect(key.jwk).toMatchObject({
      kty: 'RSA',
      alg: 'RSA-OAEP-256',
      use: 'enc',
      e: 'AQAB',
      kid: key.kid,
    });
    expect(Buffer.from(key.jwk.n, 'base64url').length * 8).toBeGreaterThanOrEqual(2048);
    expect(JSON.stringify(key)).not.toMatch(/"d"|PRIVATE/);
  });

  it('opens a sealed body and hands the inner JSON to the route', async () => {
    const r = await sealedInject(t.app, { url: '/wps/session/login', body: login, now: clock });
    expect(r.json().errorCode).toBe('wrong_account_password');
  });

  it('refuses plain JSON on an encrypted route with request_body_required', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: login });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, errorCode: 'request_body_required' });
  });

  it('refuses a replayed body (same nonce), even on another API node', async () => {
    const key = await sessionKey(t.app);
    const payload = await encryptPayload(login, key, { now: clock });
    const first = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload });
    expect(first.json().errorCode).toBe('wrong_account_password');
    const again = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload });
    expect(again.json().errorCode).toBe('request_body_required');

    const other = await buildApp({
      config: testConfig({ ENCRYPTION_KEY_ROTATE_MINUTES: '60' }),
      db: t.db,
      logger: false,
      now: () => clock,
    });
    apps.push(other);
    const fresh = await encryptPayload({ ...login, username: 'node2' }, key, { now: clock });
    expect(
      (await other.inject({ method: 'POST', url: '/wps/session/login', payload: fresh })).json()
        .errorCode,
    ).toBe('wrong_account_password');
    expect(
      (await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: fresh })).json()
        .errorCode,
    ).toBe('request_body_required');
  });

  it('refuses a timestamp more than five minutes off', async () => {
    const late = await sealedInject(t.app, {
      url: '/wps/session/login',
      body: login,
      now: clock - 5 * 60_000 - 1_000,
    });
    expect(late.json()).toMatchObject({
      errorCode: 'request_body_required',
      message: 'error_clock_skew',
    });
    const ahead = await sealedInject(t.app, {
      url: '/wps/session/login',
      body: login,
      now: clock + 6 * 60_000,
    });
    expect(ahead.json().errorCode).toBe('request_body_required');
  });

  it("refuses tampered ciphertext and a key that is not the server's", async () => {
    const key = await sessionKey(t.app);
    const payload = await encryptPayload(login, key, { now: clock });
    const bytes = Buffer.from(payload.data, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    const tampered = { ...payload, data: bytes.toString('base64url') };
    const r = await t.app.inject({ method: 'POST', url: '/wps/session/login', payload: tampered });
    expect(r.json().errorCode).toBe('request_body_required');
    const unknownKid = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { ...payload, kid: 'nope' },
    });
    expect(unknownKid.json()).toMatchObject({
      errorCode: 'request_body_required',
      value: { staleKey: true },
    });
  });

  it('rotates keys, accepts the previous kid and refuses the one before it', async () => {
    const a = await sessionKey(t.app);
    clock += 61 * 60_000;
    const b = await sessionKey(t.app);
    expect(b.kid).not.toBe(a.kid);
    const withA = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encryptPayload({ ...login, username: 'rotA' }, a, { now: clock }),
    });
    expect(withA.json().errorCode).toBe('wrong_account_password');
    clock += 61 * 60_000;
    const c = await sessionKey(t.app);
    expect(c.kid).not.toBe(b.kid);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encryptPayload(login, a, { now: clock }),
    });
    expect(stale.json()).toMatchObject({
      errorCode: 'request_body_required',
      value: { staleKey: true },
    });
    const withB = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: await encryptPayload({ ...login, username: 'rotB' }, b, { now: clock }),
    });
    expect(withB.json().errorCode).toBe('wrong_account_password');
  });
});
