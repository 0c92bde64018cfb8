/**
 * The reward centre's list (GET /wps/relay/MCSFE_getRewardCenter): read by the rewardCenter
 * page and by the member centre for that page's badge (its count). Under ['rewards'], which
 * every claim invalidates. Real accounts only: a trial member never asks.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { rewardCentreGuard } from '../home-guards';
import { useToken } from '../use-session';

export const rewardCentreQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['rewards', 'centre', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCSFE_getRewardCenter',
        value: rewardCentreGuard,
        signal,
      }),
    enabled: token !== null,
    staleTime: 30_000,
  });

/**
 * `fresh`: read again whenever the page opens — another page (missions, VIP) may have issued a
 * reward since the badge last read the list.
 */
export function useRewardCentre(enabled = true, fresh = false) {
  const token = useToken();
  return useQuery({
    ...rewardCentreQuery(token),
    enabled: enabled && token !== null,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
