import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/db';
import { createMember } from './create-member';
import type { MemberRecord } from './member-record';
import { insertIdentity, selectMemberById } from './member-store';

/**
 * Links a provider identity to a member: to `memberId` when a signed-in member asked for the
 * link, otherwise to a new member (type 0, no password until they set one; the provider's
 * verified e-mail and name kept). Existing accounts are never linked by e-mail alone: a
 * provider's address is not proof of owning our account.
 */
export async function linkSocialIdentity(options: {
  sql: Db;
  merchantId: bigint;
  provider: string;
  claims: { subject: string; email: string | null; name: string | null };
  memberId: bigint | null;
  ip: string | null;
}): Promise<MemberRecord> {
  const { claims } = options;
  return options.sql.tx(async (tx) => {
    let member: MemberRecord | null;
    if (options.memberId !== null) {
      member = await selectMemberById(tx, options.memberId);
      if (!member || member.merchantId !== options.merchantId)
        throw new Error('link target vanished');
    } else {
      member = await createMember({
        sql: tx,
        member: {
          merchantId: options.merchantId,
          username: `${options.provider}${randomBytes(5).toString('hex')}`,
          type: 0,
          passwordHash: null,
          paymentPasswordHash: null,
          uplineId: null,
          mobile: null,
          countryDialingCode: null,
          profile: {
            email: claims.email,
            nickname: claims.name?.slice(0, 64) ?? null,
            register_ip: options.ip,
          },
          demoBalanceMinor: null,
        },
      });
    }
    await insertIdentity(tx, {
      merchantId: options.merchantId,
      provider: options.provider,
      subject: claims.subject,
      memberId: member.id,
      email: claims.email,
    });
    return member;
  });
}
