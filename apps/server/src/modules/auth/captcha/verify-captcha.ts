import { timingSafeEqual } from 'node:crypto';
import type { Sql } from '../../../db/db';
import { takeOneTimeToken } from '../one-time-tokens';
import { captchaAnswerHash } from './issue-captcha';

/**
 * Checks a captcha answer. Single use: the captcha is spent whether the answer is right or
 * wrong, so each guess needs a new image.
 */
export async function verifyCaptcha(options: {
  sql: Sql;
  merchantId: bigint;
  captchaId: string | undefined;
  answer: string | undefined;
  nowMs: number;
}): Promise<boolean> {
  if (!options.captchaId || !options.answer) return false;
  const taken = await takeOneTimeToken({
    sql: options.sql,
    token: options.captchaId,
    kind: 'captcha',
    merchantId: options.merchantId,
    nowMs: options.nowMs,
  });
  const stored = (taken?.payload as { answerHash?: unknown } | undefined)?.answerHash;
  if (typeof stored !== 'string') return false;
  const given = captchaAnswerHash(options.captchaId, options.answer);
  return timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(given, 'hex'));
}
