/** The agent's invitation-code calls (packages/contract/src/agent/invite-codes.ts). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  inviteCodeView,
  listInviteCodesValue,
  type CreateInviteCodeRequest,
} from '@wl/contract/agent/invite-codes';
import { apiRequest } from '../../../api/client';

export const inviteCodesQuery = (token: string | null, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: ['agent', 'inviteCodes', token, pageNo, pageSize] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/agent/inviteCodes',
        query: { pageNo, pageSize },
        value: listInviteCodesValue,
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    // Registrations happen elsewhere: each visit to the page shows the counts of now.
    refetchOnMount: 'always',
  });

export function createInviteCode(body: CreateInviteCodeRequest) {
  return apiRequest({
    method: 'POST',
    path: '/wps/agent/inviteCodes',
    body,
    value: inviteCodeView,
  });
}

export function setInviteCodeEnabled(id: number, enabled: boolean) {
  return apiRequest({
    method: 'PUT',
    path: '/wps/agent/inviteCodes/status',
    body: { id, enabled },
    value: inviteCodeView,
  });
}

/** The registration link of a code: the popup opens on /register and reads `?r=`. */
export function inviteLink(code: string, origin = window.location.origin): string {
  return `${origin}/register?r=${encodeURIComponent(code)}`;
}
