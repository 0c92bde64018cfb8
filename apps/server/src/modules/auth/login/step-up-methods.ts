import { VERIFICATION_METHODS, type VerificationMethod } from '@wl/contract/auth/log-in';
import type { Sql } from '../../../db/db';
import type { Merchant } from '../../merchants/merchant';
import type { MemberRecord } from '../../members/member-record';
import { knownIpState } from './known-ip-store';

/**
 * The second-step methods a member can use: each needs its data on the account (a mobile
 * number, an e-mail, the payee name, an enabled authenticator). A merchant may narrow the list
 * with `settings.loginVerificationMethods`.
 */
export function availableMethods(
  member: MemberRecord,
  merchant: Pick<Merchant, 'settings'>,
  channels: { sms: boolean; email: boolean },
): VerificationMethod[] {
  const configured = merchant.settings.loginVerificationMethods;
  const allowed = Array.isArray(configured)
    ? VERIFICATION_METHODS.filter((m) => configured.includes(m))
    : [...VERIFICATION_METHODS];
  return allowed.filter((method) => {
    switch (method) {
      case 'sms':
        return channels.sms && member.mobile !== null;
      case 'email':
        return channels.email && member.email !== null;
      case 'payeeName':
        return member.payeeName !== null && member.payeeName.trim() !== '';
      case 'totp':
        return member.totpEnabled && member.totpSecret !== null;
      default: {
        const never: never = method;
        return never;
      }
    }
  });
}

/**
 * With LOGINIPVERF3 on, a login from an IP the member has never completed a login from needs
 * a second step. The very first login has nothing to compare with and counts as known.
 */
export async function stepUpFor(options: {
  sql: Sql;
  merchant: Pick<Merchant, 'flags' | 'settings'>;
  member: MemberRecord;
  ip: string | null;
  channels: { sms: boolean; email: boolean };
}): Promise<VerificationMethod[]> {
  if (options.merchant.flags.LOGINIPVERF3 !== true || !options.ip) return [];
  const known = await knownIpState(options.sql, options.member.id, options.ip);
  if (!known.hasAny || known.isKnown) return [];
  return availableMethods(options.member, options.merchant, options.channels);
}
