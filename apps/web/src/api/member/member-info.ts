/**
 * The signed-in member (GET /wps/member/info) and the roles the spec derives from its type:
 * agent for 1, 2, 41 and 42, trial for 4 (spec §6). Shared by the header, the popups and the
 * member centre, so it lives beside the client rather than in one feature. Keyed by the token,
 * so a new session never sees the last one's member.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@wl/contract/auth/get-member-info';
import { apiRequest } from '../client';
import { memberInfoGuard } from '../home-guards';
import { storeMemberValues } from '../session';
import { useToken } from '../use-session';

export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export function isAgentType(type: number | undefined): boolean {
  return type !== undefined && AGENT_TYPES.includes(type);
}

export function isTrialType(type: number | undefined): boolean {
  return type === TRIAL_TYPE;
}

export async function fetchMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  const info = await apiRequest({ path: '/wps/member/info', value: memberInfoGuard, signal });
  // Loading member info marks the agent flag from the type (spec §4), under the original keys.
  storeMemberValues({
    account: info.account,
    nickname: info.nickname ?? '',
    isAgent: isTrialType(info.type) ? '4' : String(isAgentType(info.type)),
  });
  return info;
}

export function memberInfoQuery(token: string | null) {
  return queryOptions({
    queryKey: ['member', 'info', token] as const,
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** The member, or undefined for a visitor and while it loads. */
export function useMemberInfo() {
  const token = useToken();
  return useQuery(memberInfoQuery(token));
}
