import { randomBytes } from 'node:crypto';
import { currencyScale, parseMinor, toDecimalString } from '@wl/money/minor-units';
import { AppError } from '../../http/app-error';

/**
 * The API edge of money: decimal text in, bigint minor units inside, decimal text out. The
 * contract already checked the shape; this turns it into minor units in the currency's scale.
 */
export function amountMinor(amount: string | number, currency: string): bigint {
  const minor = parseMinor(
    typeof amount === 'number' ? amount : amount.trim(),
    currencyScale(currency),
  );
  if (minor === null || minor <= 0n)
    throw new AppError('request_param_err', { messageKey: 'error_amount' });
  return minor;
}

export function money(minor: bigint, currency: string): string {
  return toDecimalString(minor, currencyScale(currency));
}

/**
 * The ledger idempotency key of a member's request. The client's key (reused on its retries)
 * is scoped to the member and the call; without one, each request is its own.
 */
export function memberRequestKey(memberId: bigint, call: string, clientKey: string | undefined) {
  return `m:${memberId}:${call}:${clientKey ?? `once-${randomBytes(12).toString('base64url')}`}`;
}

/** Order numbers the member and operators see: a letter and 16 random characters. */
export function newOrderNo(prefix: 'D' | 'W'): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const bytes = randomBytes(16);
  let s = prefix;
  for (const b of bytes) s += alphabet[b % alphabet.length];
  return s;
}

/** Shows only the last four characters of an account number. */
export function maskAccount(accountNumber: string): string {
  const tail = accountNumber.slice(-4);
  return `${'*'.repeat(Math.max(4, accountNumber.length - 4))}${tail}`;
}
