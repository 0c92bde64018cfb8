import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { outbox, solvedCaptcha } from '../auth-test-helpers';
import { verifyCaptcha } from './verify-captcha';

const clock = Date.now();

describe('image captcha', () => {
  const t = useTestApp({ now: () => clock });
  const merchantId = async () =>
    (await t.db.query<{ id: bigint }>("SELECT id FROM merchants WHERE code = 'DEMO'")).rows[0]!.id;

  it('leaves cookies to the routes that use them (no cookie hooks on the rest)', async () => {
    // http/cookie-routes.ts: the plugin lives in a child context, not on the app.
    expect(t.app.hasRequestDecorator('cookies')).toBe(false);
    expect(t.app.hasReplyDecorator('setCookie')).toBe(false);
    const r = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GCSGAME_gameList?gameName=dragon',
      cookies: { captchaId: 'x' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['set-cookie']).toBeUndefined();
  });

  it('answers a base64 PNG without a data: prefix and binds the captchaId cookie', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/wps/captcha?t=1' });
    expect(r.statusCode).toBe(200);
    const value = r.json().value as string;
    expect(value.startsWith('data:')).toBe(false);
    expect(Buffer.from(value, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const cookie = r.cookies.find((c) => c.name === 'captchaId');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('writes the answer to the dev outbox (channel captcha, to = captcha id) and stores only a hash', async () => {
    const { captchaId, answer } = await solvedCaptcha(t.app);
    expect(answer).toMatch(/^[A-Z0-9]{4}$/);
    const [entry] = await outbox(t.app, { to: captchaId });
    expect(entry).toMatchObject({ channel: 'captcha', to: captchaId, code: answer });
    const stored = await t.db.query<{ payload: unknown }>(
      "SELECT payload FROM one_time_tokens WHERE kind = 'captcha'",
    );
    expect(JSON.stringify(stored.rows)).not.toContain(answer);
    expect(JSON.stringify(stored.rows)).not.toContain(captchaId);
  });

  it('accepts the right answer once, in any case, and never twice', async () => {
    const { captchaId, answer } = await solvedCaptcha(t.app);
    const id = await merchantId();
    const check = (a: string) =>
      verifyCaptcha({ sql: t.db, merchantId: id, captchaId, answer: a, nowMs: clock });
    expect(await check(answer.toLowerCase())).toBe(true);
    expect(await check(answer)).toBe(false);
  });

  it('is spent by a wrong answer, so a guesser needs a new image each time', async () => {
    const { captchaId, answer } = await solvedCaptcha(t.app);
    const id = await merchantId();
    const wrong = answer === 'AAAA' ? 'CCCC' : 'AAAA';
    expect(
      await verifyCaptcha({ sql: t.db, merchantId: id, captchaId, answer: wrong, nowMs: clock }),
    ).toBe(false);
    expect(
      await verifyCaptcha({ sql: t.db, merchantId: id, captchaId, answer, nowMs: clock }),
    ).toBe(false);
  });

  it('expires after five minutes', async () => {
    const { captchaId, answer } = await solvedCaptcha(t.app);
    const id = await merchantId();
    expect(
      await verifyCaptcha({
        sql: t.db,
        merchantId: id,
        captchaId,
        answer,
        nowMs: clock + 5 * 60_000 + 1,
      }),
    ).toBe(false);
  });

  it('refuses a captcha issued for another merchant', async () => {
    const { captchaId, answer } = await solvedCaptcha(t.app);
    expect(
      await verifyCaptcha({ sql: t.db, merchantId: 999_999n, captchaId, answer, nowMs: clock }),
    ).toBe(false);
  });
});
