/**
 * Invite friends (reference §3.8): the member's code, counts and rule, and the friends who
 * joined, a page at a time. Under ['rewards'], which every claim invalidates.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReferralDetailsResponse, listInvitationsResponse } from '@wl/contract/rewards/referral';
import { apiRequest } from '../../../api/client';
import { useToken } from '../../../api/use-session';

export const INVITATIONS_PAGE_SIZE = 10;

export function useReferralDetails() {
  const token = useToken();
  return useQuery(
    queryOptions({
      queryKey: ['rewards', 'referral', token] as const,
      queryFn: ({ signal }) =>
        apiRequest({
          path: '/wps/relay/MCSFE_getReferralDetails',
          query: { autoGenerate: true },
          value: getReferralDetailsResponse,
          signal,
        }),
      enabled: token !== null,
    }),
  );
}

export function useInvitations(pageNo: number) {
  const token = useToken();
  return useQuery(
    queryOptions({
      queryKey: ['rewards', 'referral', 'friends', token, pageNo] as const,
      queryFn: ({ signal }) =>
        apiRequest({
          path: '/wps/relay/MCSFE_getReferralInvitations',
          query: { pageNo, pageSize: INVITATIONS_PAGE_SIZE },
          value: listInvitationsResponse,
          signal,
        }),
      enabled: token !== null,
      placeholderData: (previous) => previous,
    }),
  );
}
