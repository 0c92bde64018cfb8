import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { testConfig, useTestApp } from '../../../../test/test-app';
import { createTestDb, type TestDb } from '../../../../test/test-db';

/**
 * Social sign-in against a real OpenID provider (oidc-provider) on localhost: the test plays
 * the browser, following redirects and submitting the provider's sign-in and consent forms.
 */
const SITE = 'http://localhost:3000';
let server: Server;
let issuer = '';

function startProvider() {
  server = createServer();
  return new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const provider = new Provider(issuer, {
        clients: ['google', 'facebook'].map((p) => ({
          client_id: `wl-${p}`,
          client_secret: `secret-${p}`,
          redirect_uris: [`${SITE}/wps/session/oauth/${p}/callback`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        })),
        findAccount: async (_ctx, id) => ({
          accountId: id,
          claims: async () => ({
            sub: id,
            email: `${id}@mail.test`,
            email_verified: true,
            name: `User ${id}`,
          }),
        }),
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        cookies: { keys: ['oidc-test-key'] },
      });
      server.on('request', provider.callback());
      resolve();
    });
  });
}

/** Plays the browser at the provider until it redirects back to the site. */
async function signInAtProvider(authorizeUrl: string, accountId: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body } : {}),
    });
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!, value.join('='));
    }
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin === SITE) return next;
      url = next.toString();
      continue;
    }
    const html = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!prompt) throw new Error(`unexpected provider page: ${response.status}`);
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login: accountId, password: 'x' } : { prompt },
    ).toString();
  }
  throw new Error('too many redirects');
}

describe('social sign-in through OpenID Connect (local provider)', () => {
  let testDb: TestDb;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    await startProvider();
    testDb = await createTestDb();
    app = await buildApp({
      config: testConfig({
        PUBLIC_BASE_URL: SITE,
        OIDC_ALLOW_HTTP: 'yes',
        OIDC_GOOGLE_ISSUER: issuer,
        OIDC_GOOGLE_CLIENT_ID: 'wl-google',
        OIDC_GOOGLE_CLIENT_SECRET: 'secret-google',
        OIDC_FACEBOOK_ISSUER: issuer,
        OIDC_FACEBOOK_CLIENT_ID: 'wl-facebook',
        OIDC_FACEBOOK_CLIENT_SECRET: 'secret-facebook',
      }),
      db: testDb.db,
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function signIn(provider: string, accountId: string, returnTo = '/lobby') {
    const start = await app.inject({
      url: `/wps/session/oauth/${provider}/start?returnTo=${encodeURIComponent(returnTo)}`,
    });
    expect(start.statusCode).toBe(302);
    const back = await signInAtProvider(start.headers.location as string, accountId);
    const callback = await app.inject({
      url: `${back.pathname}${back.search}`,
      headers: { host: 'localhost:3000' },
    });
    expect(callback.statusCode).toBe(302);
    return new URL(callback.headers.location as string, SITE);
  }

  it('lists the configured providers', async () => {
    const r = await app.inject({ url: '/wps/session/providers' });
    expect(r.json().value.providers).toEqual([
      { id: 'google', startUrl: '/wps/session/oauth/google/start' },
      { id: 'facebook', startUrl: '/wps/session/oauth/facebook/start' },
    ]);
  });

  it('creates a member on first sign-in, logs in through a one-time code, and finds it again', async () => {
    const landed = await signIn('google', 'goog-123');
    expect(landed.pathname).toBe('/lobby');
    const code = landed.searchParams.get('oauthCode')!;
    const exchange = await app.inject({
      method: 'POST',
      url: '/wps/session/oauth/exchange',
      payload: { code },
    });
    const value = exchange.json().value;
    expect(value).toMatchObject({ firstTimeLogin: true, customerType: 0, fullAccess: true });
    const info = await app.inject({
      url: '/wps/member/info',
      headers: { authorization: value.token },
    });
    expect(info.json().value).toMatchObject({
      nickname: 'User goog-123',
      email: 'go****@mail.test',
      hasPassword: false,
    });
    expect(
      (
        await app.inject({ method: 'POST', url: '/wps/session/oauth/exchange', payload: { code } })
      ).json().errorCode,
    ).toBe('oauth_failed');

    const again = await signIn('google', 'goog-123', '/');
    const second = await app.inject({
      method: 'POST',
      url: '/wps/session/oauth/exchange',
      payload: { code: again.searchParams.get('oauthCode') },
    });
    expect(second.json().value).toMatchObject({ id: value.id, firstTimeLogin: false });
    const identities = await testDb.db.query('SELECT 1 FROM member_identities');
    expect(identities.rows).toHaveLength(1);
  });

  it('links a provider to a signed-in member', async () => {
    const start = await app.inject({
      method: 'POST',
      url: '/wps/session/oauth/facebook/link',
      payload: {},
    });
    expect(start.statusCode).toBe(401);
    const created = await signIn('google', 'goog-link');
    const token = (
      await app.inject({
        method: 'POST',
        url: '/wps/session/oauth/exchange',
        payload: { code: created.searchParams.get('oauthCode') },
      })
    ).json().value.token;
    const link = await app.inject({
      method: 'POST',
      url: '/wps/session/oauth/facebook/link',
      headers: { authorization: token },
      payload: { returnTo: '/' },
    });
    const back = await signInAtProvider(link.json().value.url, 'fb-link');
    const callback = await app.inject({ url: `${back.pathname}${back.search}` });
    expect(new URL(callback.headers.location as string, SITE).searchParams.get('oauthLinked')).toBe(
      'facebook',
    );
    const fb = await signIn('facebook', 'fb-link');
    const viaFb = await app.inject({
      method: 'POST',
      url: '/wps/session/oauth/exchange',
      payload: { code: fb.searchParams.get('oauthCode') },
    });
    const viaGoogle = await app.inject({
      url: '/wps/member/info',
      headers: { authorization: token },
    });
    expect(viaFb.json().value.id).toBe(viaGoogle.json().value.id);
  });

  it('refuses a forged or replayed state and never redirects off the site', async () => {
    const forged = await app.inject({
      url: '/wps/session/oauth/google/callback?code=abc&state=forged',
    });
    expect(forged.headers.location).toBe('/?oauthError=state');
    const offsite = await app.inject({
      url: `/wps/session/oauth/google/start?returnTo=${encodeURIComponent('//evil.example/x')}`,
    });
    const back = await signInAtProvider(offsite.headers.location as string, 'goog-evil');
    const callback = await app.inject({ url: `${back.pathname}${back.search}` });
    expect((callback.headers.location as string).startsWith('/?oauthCode=')).toBe(true);
    const replay = await app.inject({ url: `${back.pathname}${back.search}` });
    expect(replay.headers.location).toBe('/?oauthError=state');
  });
});

describe('social sign-in when nothing is configured', () => {
  const t = useTestApp();

  it('shows no providers and refuses to start one', async () => {
    expect((await t.app.inject({ url: '/wps/session/providers' })).json().value.providers).toEqual(
      [],
    );
    const r = await t.app.inject({ url: '/wps/session/oauth/google/start' });
    expect(r.statusCode).toBe(404);
    expect(r.json().errorCode).toBe('oauth_provider_unknown');
  });
});
