import { matchesPattern } from '@wl/contract/validation/register-patterns';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import { hitRateLimit } from '../../../http/rate-limit';
import { issueOneTimeToken } from '../../auth/one-time-tokens';
import type { Merchant } from '../../merchants/merchant';
import { resetMessage } from '../../outgoing-texts/outgoing-texts';
import { findMember } from '../find-member';

export const RESET_LINK_TTL_MS = 30 * 60_000;
const MAILS_PER_ACCOUNT_PER_HOUR = 3;

/**
 * Forgot password by e-mail (ADR 0008): when the user name exists and the e-mail is the one on
 * the account, a single-use reset link (30 minutes) is mailed. The answer is the same in every
 * case, and the mail is sent after the answer, so neither the reply nor its timing tells
 * whether a name and address belong together. At most three mails an hour per account.
 */
export async function forgotPasswordByEmail(options: {
  deps: Pick<AppDeps, 'db' | 'mail' | 'config' | 'now' | 'shared'>;
  merchant: Merchant;
  username: string;
  email: string;
  /** The request's language: the mail is written in it (English beyond the full sets). */
  language: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { deps, merchant } = options;
  const email = options.email.trim().toLowerCase();
  const fields = [];
  // Any user name an account can have: seeded and older names carry "_", mobile sign-ups are
  // digits; only blanks and control characters can never be part of one.
  if (!/^[^\s\p{Cc}]{1,64}$/u.test(options.username))
    fields.push({ field: 'username', messageKey: 'field_invalid' });
  if (!matchesPattern(3, email)) fields.push({ field: 'email', messageKey: 'error_email_format' });
  if (fields.length > 0) throw new AppError('field_invalid', { value: { fields } });

  const member = await findMember({
    sql: deps.db,
    merchantId: merchant.id,
    by: { username: options.username },
  });
  if (!member || member.status !== 'active' || member.email?.toLowerCase() !== email) return;
  const nowMs = deps.now();
  const rate = await hitRateLimit(
    deps.shared,
    { name: 'reset-mail', max: MAILS_PER_ACCOUNT_PER_HOUR, windowMs: 3_600_000 },
    String(member.id),
    nowMs,
  );
  if (!rate.allowed) return;
  const token = await issueOneTimeToken({
    sql: deps.db,
    kind: 'reset',
    merchantId: merchant.id,
    payload: { memberId: member.id.toString() },
    ttlMs: RESET_LINK_TTL_MS,
    nowMs,
    bytes: 32,
  });
  const link = new URL(
    `/forget?resetToken=${encodeURIComponent(token)}`,
    deps.config.PUBLIC_BASE_URL,
  ).toString();
  const { subject, text } = resetMessage(options.language, {
    site: merchant.name,
    username: member.username,
    link,
    minutes: RESET_LINK_TTL_MS / 60_000,
  });
  void deps.mail
    .send({ to: email, subject, text, code: token })
    .catch((error: unknown) => options.log.error({ err: error }, 'reset mail not sent'));
}
