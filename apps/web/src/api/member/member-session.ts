/**
 * Starting and ending a member's session on this tab (spec §4). Starting stores the token and
 * the original session values, then loads the member. Ending revokes the session on the
 * server, clears session storage, puts the merchant's values back, and drops every cached
 * answer that belonged to the member (member info, balance, agent and VIP state).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoginValue } from '@wl/contract/auth/log-in';
import type { MemberInfo } from '@wl/contract/auth/get-member-info';
import { apiRequest } from '../client';
import type { ValueParser } from '../json-guard';
import {
  clearSessionStorage,
  getToken,
  setMerchant,
  setToken,
  storeMemberValues,
} from '../session';
import { isAgentType, isTrialType, memberInfoQuery } from './member-info';

/** Logout answers with a null value (checked without zod: the home page loads this). */
const NULL_VALUE: ValueParser<null> = {
  safeParse: (input) => (input === null ? { success: true, data: null } : { success: false }),
};

/** Query-key roots of answers that belong to one member; dropped at sign-out. */
export const MEMBER_QUERY_ROOTS = ['member', 'balance', 'agent', 'vip', 'wallet'] as const;

export async function startMemberSession(
  client: QueryClient,
  value: LoginValue,
): Promise<MemberInfo> {
  setToken(value.token);
  storeMemberValues({
    username: value.userName,
    customerId: String(value.customerId),
    isAgent: isTrialType(value.customerType) ? '4' : String(isAgentType(value.customerType)),
  });
  return client.fetchQuery(memberInfoQuery(value.token));
}

export function dropMemberQueries(client: QueryClient) {
  const roots: readonly unknown[] = MEMBER_QUERY_ROOTS;
  client.removeQueries({ predicate: (query) => roots.includes(query.queryKey[0]) });
}

/**
 * Sign-out. The server call may fail (network, already expired): the tab forgets the session
 * all the same, so a player is never stuck signed in.
 */
export async function endMemberSession(client: QueryClient, merchantCode: string) {
  const token = getToken();
  if (token) {
    await apiRequest({
      method: 'DELETE',
      path: '/wps/session/logout',
      value: NULL_VALUE,
      token,
      quietUnauthorized: true,
    }).catch(() => undefined);
  }
  clearSessionStorage();
  setMerchant(merchantCode);
  dropMemberQueries(client);
}
