import { createHash } from 'node:crypto';
import type { Sql } from '../../../db/db';
import { randomCaptchaText, renderCaptchaPng } from '../../../providers/captcha/captcha-image';
import { recordOutboxEntry } from '../../dev/record-outbox-entry';
import { issueOneTimeToken } from '../one-time-tokens';

export const CAPTCHA_TTL_MS = 5 * 60_000;

/** The stored form of an answer: bound to its captcha id, compared case-insensitively. */
export function captchaAnswerHash(captchaId: string, answer: string): string {
  return createHash('sha256').update(`${captchaId}:${answer.trim().toUpperCase()}`).digest('hex');
}

/**
 * A new image captcha: a random answer drawn as a PNG, stored hashed with a 5-minute expiry
 * under a random id (the captchaId cookie). Outside production the answer also goes to the
 * dev outbox (channel captcha, to = the captcha id) so journeys and tests can read it.
 */
export async function issueCaptcha(options: {
  sql: Sql;
  merchantId: bigint;
  nowMs: number;
  writeToOutbox: boolean;
}): Promise<{ captchaId: string; pngBase64: string }> {
  const answer = randomCaptchaText();
  const captchaId = await issueOneTimeToken({
    sql: options.sql,
    kind: 'captcha',
    merchantId: options.merchantId,
    payload: (id) => ({ answerHash: captchaAnswerHash(id, answer) }),
    ttlMs: CAPTCHA_TTL_MS,
    nowMs: options.nowMs,
  });
  if (options.writeToOutbox) {
    await recordOutboxEntry({
      sql: options.sql,
      channel: 'captcha',
      to: captchaId,
      text: answer,
      code: answer,
    });
  }
  return { captchaId, pngBase64: renderCaptchaPng(answer).toString('base64') };
}
