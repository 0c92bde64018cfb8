import { parseMobileNumber } from '@wl/contract/validation/mobile-number';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';
import type { Merchant } from '../../merchants/merchant';
import { findMember } from '../../members/find-member';
import { defaultDialingCode } from '../login/dialing-code';
import { sendCode } from './send-code';

/**
 * The two public SMS calls. "register" refuses a number that already has an account (the
 * registration would fail anyway, and the SMS costs money). "noLogin" (SMS login, reset by
 * phone) answers the same whether or not the number has an account, and counts the same
 * limits, but only a registered number receives a message: nobody learns which numbers exist.
 */
export async function sendSmsCode(options: {
  deps: Pick<AppDeps, 'db' | 'config' | 'sms' | 'mail'>;
  merchant: Merchant;
  purpose: 'register' | 'noLogin';
  mobile: string;
  countryDialingCode: string | undefined;
  /** The request's language, for the message's text. */
  language: string;
  ip: string | null;
  nowMs: number;
}): Promise<{ expiredMinutes: number }> {
  const { deps, merchant } = options;
  const number = parseMobileNumber(
    options.mobile,
    options.countryDialingCode ?? defaultDialingCode(merchant),
  );
  if (!number) throw new AppError('mobile_invalid');
  const member = await findMember({
    sql: deps.db,
    merchantId: merchant.id,
    by: { mobile: number.nationalNumber, countryDialingCode: number.countryDialingCode },
  });
  if (options.purpose === 'register' && member) {
    throw new AppError('mobile_taken', {
      value: { fields: [{ field: 'mobileNum', messageKey: 'error_mobile_taken' }] },
    });
  }
  const deliver = options.purpose === 'register' || member !== null;
  const silent = { name: deps.sms.name, send: async () => undefined };
  return sendCode({
    db: deps.db,
    sms: deliver ? deps.sms : silent,
    mail: deps.mail,
    merchantId: merchant.id,
    siteName: merchant.name,
    language: options.language,
    channel: 'sms',
    target: number.e164,
    purpose: options.purpose,
    ttlMinutes: deps.config.CODE_TTL_MINUTES,
    ip: options.ip,
    nowMs: options.nowMs,
  });
}
