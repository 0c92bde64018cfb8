import { describe, expect, it } from 'vitest';
import { layeredBotCheck } from './bot-check';

function check(over: { issuedAt?: number | null; captchaOk?: boolean; now?: number } = {}) {
  const used: string[] = [];
  const bot = layeredBotCheck({
    formTokenIssuedAt: async () => (over.issuedAt === undefined ? 1_000 : over.issuedAt),
    verifyCaptcha: async (id) => {
      used.push(id);
      return over.captchaOk ?? true;
    },
    minFillMs: 2_000,
    now: () => over.now ?? 10_000,
  });
  return { bot, used };
}

const input = {
  honeypot: '',
  formToken: 'tok',
  captcha: undefined,
  captchaId: undefined,
  requireCaptcha: false,
};

describe('layered bot check', () => {
  it('passes a person who waited and left the honeypot empty', async () => {
    expect(await check().bot.check(input)).toEqual({ ok: true });
  });

  it('refuses a filled honeypot, an unknown form token and a form sent too fast', async () => {
    expect(await check().bot.check({ ...input, honeypot: 'http://spam' })).toEqual({
      ok: false,
      reason: 'honeypot',
    });
    expect(await check({ issuedAt: null }).bot.check(input)).toEqual({
      ok: false,
      reason: 'form_token',
    });
    expect(await check({ now: 2_500 }).bot.check(input)).toEqual({ ok: false, reason: 'too_fast' });
  });

  it('asks for the captcha only when required, and refuses a wrong answer', async () => {
    const withCaptcha = { ...input, requireCaptcha: true };
    expect(await check().bot.check(withCaptcha)).toEqual({ ok: false, reason: 'captcha_required' });
    const wrong = check({ captchaOk: false });
    expect(await wrong.bot.check({ ...withCaptcha, captcha: 'ABCD', captchaId: 'c1' })).toEqual({
      ok: false,
      reason: 'captcha_wrong',
    });
    expect(wrong.used).toEqual(['c1']);
  });
});
