/**
 * The missions summary (GET /wps/relay/MCSFE_getMissionSummaryDetails): read by the
 * missionLeaderboard page and by the member centre for that page's badge (missions done and
 * not yet claimed). Under ['missions'], which claims invalidate.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { missionSummaryGuard } from '../home-guards';
import { useToken } from '../use-session';

export const missionSummaryQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['missions', 'summary', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCSFE_getMissionSummaryDetails',
        value: missionSummaryGuard,
        signal,
      }),
    enabled: token !== null,
    staleTime: 30_000,
  });

export function useMissionSummary(enabled = true) {
  const token = useToken();
  return useQuery({ ...missionSummaryQuery(token), enabled: enabled && token !== null });
}
