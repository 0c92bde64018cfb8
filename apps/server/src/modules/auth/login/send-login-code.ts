import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { Merchant } from '../../merchants/merchant';
import { findMember } from '../../members/find-member';
import { memberE164 } from '../../members/member-record';
import type { ActiveSession } from '../../sessions/session-store';
import { pendingMethods } from '../../sessions/session-store';
import { sendCode } from '../codes/send-code';

/** Sends the second-step code of a pending login to the member's own number or e-mail. */
export async function sendLoginCode(options: {
  deps: Pick<AppDeps, 'db' | 'config' | 'sms' | 'mail'>;
  merchant: Merchant;
  session: ActiveSession;
  method: 'sms' | 'email';
  /** The request's language, for the message's text. */
  language: string;
  ip: string | null;
  nowMs: number;
}): Promise<{ expiredMinutes: number }> {
  const { deps, merchant, session } = options;
  const methods = await pendingMethods(deps.db, session.sessionId);
  if (!methods)
    throw new AppError('request_param_err', { messageKey: 'error_no_pending_verification' });
  if (!methods.includes(options.method)) throw new AppError('verification_method_unavailable');
  const member = await findMember({
    sql: deps.db,
    merchantId: merchant.id,
    by: { id: session.memberId },
  });
  const target =
    options.method === 'sms' ? member && memberE164(member) : member?.email?.toLowerCase();
  if (!member || !target) throw new AppError('verification_method_unavailable');
  return sendCode({
    db: deps.db,
    sms: deps.sms,
    mail: deps.mail,
    merchantId: merchant.id,
    siteName: merchant.name,
    language: options.language,
    channel: options.method,
    target,
    purpose: 'stepup',
    ttlMinutes: deps.config.CODE_TTL_MINUTES,
    ip: options.ip,
    nowMs: options.nowMs,
  });
}
