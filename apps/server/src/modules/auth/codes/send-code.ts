import { AppError } from '../../../http/app-error';
import type { Db } from '../../../db/db';
import type { MailProvider } from '../../../providers/mail/mail-provider';
import type { SmsProvider } from '../../../providers/sms/sms-provider';
import { codeMessage } from '../../outgoing-texts/outgoing-texts';
import { hashCode, newSalt, newSixDigitCode } from './code-hash';
import {
  deleteCode,
  insertCode,
  lockTarget,
  sendStats,
  type CodeChannel,
  type CodePurpose,
} from './code-store';

export const RESEND_AFTER_MS = 60_000;
export const MAX_SENDS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Sends a 6-digit code by SMS or e-mail, bound to the target and the purpose. At most one send
 * per 60 s and ten a day per target (counted in PostgreSQL under a per-target lock, so two API
 * nodes cannot both send); a new code replaces the previous one. The per-IP cap is the
 * route's. A send the provider refuses is forgotten and reported as sms_send_failed.
 */
export async function sendCode(options: {
  db: Db;
  sms: SmsProvider;
  mail: MailProvider;
  merchantId: bigint;
  siteName: string;
  /** The request's language: the text goes out in it (English beyond the full sets). */
  language: string;
  channel: CodeChannel;
  /** E.164 for SMS, a lower-cased address for e-mail. */
  target: string;
  purpose: CodePurpose;
  ttlMinutes: number;
  ip: string | null;
  nowMs: number;
}): Promise<{ expiredMinutes: number }> {
  const code = newSixDigitCode();
  const salt = newSalt();
  const nowMs = options.nowMs;
  const sent = await options.db.tx(async (tx) => {
    await lockTarget(tx, options.target);
    const stats = await sendStats(tx, options.merchantId, options.target, nowMs);
    if (stats.newestMs !== null && nowMs - stats.newestMs < RESEND_AFTER_MS) {
      return {
        refused: 'sms_too_frequent' as const,
        retryMs: RESEND_AFTER_MS - (nowMs - stats.newestMs),
      };
    }
    if (stats.count >= MAX_SENDS_PER_DAY && stats.oldestMs !== null) {
      return { refused: 'sms_daily_limit' as const, retryMs: stats.oldestMs + DAY_MS - nowMs };
    }
    const id = await insertCode(tx, {
      merchantId: options.merchantId,
      channel: options.channel,
      target: options.target,
      purpose: options.purpose,
      codeHash: hashCode(salt, code),
      salt,
      ip: options.ip,
      nowMs,
      expiresAtMs: nowMs + options.ttlMinutes * 60_000,
    });
    return { refused: null, id };
  });
  if (sent.refused !== null) {
    const retryAfter = String(Math.max(1, Math.ceil(sent.retryMs / 1000)));
    throw new AppError(sent.refused, { headers: { 'retry-after': retryAfter } });
  }
  const { subject, text } = codeMessage(options.language, {
    site: options.siteName,
    code,
    minutes: options.ttlMinutes,
  });
  try {
    if (options.channel === 'sms') await options.sms.send({ to: options.target, text, code });
    else
      await options.mail.send({
        to: options.target,
        subject,
        text,
        code,
      });
  } catch (error) {
    await deleteCode(options.db, sent.id);
    throw error instanceof AppError
      ? error
      : new AppError(options.channel === 'sms' ? 'sms_send_failed' : 'mail_send_failed');
  }
  return { expiredMinutes: options.ttlMinutes };
}
