import type { Db } from '../../db/db';
import { layeredBotCheck, type BotCheck } from '../../providers/bot-check/bot-check';
import { verifyCaptcha } from './captcha/verify-captcha';
import { peekOneTimeToken } from './one-time-tokens';

/** The bot check of a merchant's forms: honeypot, form-fill time and (when asked) captcha. */
export function botCheckFor(options: {
  db: Db;
  merchantId: bigint;
  minFillMs: number;
  now: () => number;
}): BotCheck {
  const { db, merchantId, now } = options;
  return layeredBotCheck({
    formTokenIssuedAt: async (token) =>
      (await peekOneTimeToken({ sql: db, token, kind: 'form', merchantId, nowMs: now() }))
        ?.createdAtMs ?? null,
    verifyCaptcha: (captchaId, answer) =>
      verifyCaptcha({ sql: db, merchantId, captchaId, answer, nowMs: now() }),
    minFillMs: options.minFillMs,
    now,
  });
}
