/**
 * The rewards calls (reference §3.8): claims from the reward centre (its list is in
 * api/member/reward-centre.ts, for the badge) and the self-service rebate.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { claimRebateResponse, getRebateResponse } from '@wl/contract/rewards/get-rebate';
import { getMissionLeaderboardResponse, type MissionPeriod } from '@wl/contract/rewards/missions';
import { claimRewardsResponse } from '@wl/contract/rewards/reward-centre';
import { apiRequest } from '../../../api/client';
import { deviceId } from '../../../api/device-id';

/** The rebate page re-reads the accrued amount this often while it is open (live). */
export const REBATE_REFRESH_MS = 15_000;

export const rebateQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['rewards', 'rebate', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
        value: getRebateResponse,
        signal,
      }),
    enabled: token !== null,
    refetchInterval: REBATE_REFRESH_MS,
  });

export const missionBoardQuery = (token: string | null, period: MissionPeriod, previous: boolean) =>
  queryOptions({
    queryKey: ['missions', 'board', token, period, previous] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCSFE_getMissionLeaderboard',
        query: { period, previous },
        value: getMissionLeaderboardResponse,
        signal,
      }),
    enabled: token !== null,
  });

/** Claims carry the device id: a promotion may allow one claim per device. */
export function claimReward(id: string) {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimReward',
    body: { id, deviceId: deviceId() },
    value: claimRewardsResponse,
  });
}

export function claimAllRewards() {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimAllRewards',
    body: { deviceId: deviceId() },
    value: claimRewardsResponse,
  });
}

export function claimRebate() {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimRebate',
    body: {},
    value: claimRebateResponse,
  });
}

/** After money moved: the rewards, the balance and the wallet's records read again. */
export function refreshAfterClaim(client: QueryClient) {
  return Promise.all(
    [['rewards'], ['balance'], ['wallet'], ['vip'], ['missions']].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}
