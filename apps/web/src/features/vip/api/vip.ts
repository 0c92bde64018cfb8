/** The /vip page's call: the level table, the member's level and the progress to the next. */
import { queryOptions } from '@tanstack/react-query';
import { getVipProgressResponse } from '@wl/contract/rewards/vip-progress';
import { apiRequest } from '../../../api/client';

export const vipProgressQuery = (token: string | null) =>
  queryOptions({
    // Under 'vip', which signing out clears (api/member/member-session.ts).
    queryKey: ['vip', 'progress', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCSFE_getPlayerRankProgress',
        value: getVipProgressResponse,
        signal,
      }),
    enabled: token !== null,
  });
