import type { Sql } from '../../db/db';
import type { MemberRecord } from './member-record';
import {
  selectMemberById,
  selectMemberByIdentity,
  selectMemberByMobile,
  selectMemberByUsername,
} from './member-store';

export type MemberKey =
  | { id: bigint }
  | { username: string }
  | { mobile: string; countryDialingCode: string }
  | { provider: string; subject: string };

/**
 * Finds a member of a merchant by id, user name (any case), mobile number or a linked social
 * identity. Invitation codes resolve in agent-invites/resolve-agent-invite.ts.
 */
export async function findMember(options: {
  sql: Sql;
  merchantId: bigint;
  by: MemberKey;
}): Promise<MemberRecord | null> {
  const { sql, merchantId, by } = options;
  if ('id' in by) {
    const m = await selectMemberById(sql, by.id);
    return m && m.merchantId === merchantId ? m : null;
  }
  if ('username' in by) return selectMemberByUsername(sql, merchantId, by.username);
  if ('mobile' in by)
    return selectMemberByMobile(sql, merchantId, by.countryDialingCode, by.mobile);
  return selectMemberByIdentity(sql, merchantId, by.provider, by.subject);
}
