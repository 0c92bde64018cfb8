/** Betting record (ODSFE2_getBetHistory / getBetDetail) and profit and loss (getPersonalProfit). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getPersonalProfitValue } from '@wl/contract/bet-records/get-personal-profit';
import { getBetDetailValue, getBetHistoryValue } from '@wl/contract/bet-records/list-bet-history';
import type { QueryParams } from '../../api/client';
import { apiRequest } from '../../api/client';
import { filterQuery, type BetFilterState } from './bet-filter-state';

export const BET_PAGE_SIZE = 10;

export const betHistoryQuery = (token: string | null, filter: BetFilterState, pageNo: number) =>
  queryOptions({
    queryKey: ['betRecords', 'history', token, filter, pageNo] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/ODSFE2_getBetHistory',
        query: { ...filterQuery(filter), pageNo, pageSize: BET_PAGE_SIZE } satisfies QueryParams,
        value: getBetHistoryValue,
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const betDetailQuery = (token: string | null, id: string) =>
  queryOptions({
    queryKey: ['betRecords', 'detail', token, id] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/ODSFE2_getBetDetail',
        query: { id },
        value: getBetDetailValue,
        signal,
      }),
    enabled: token !== null,
  });

export const personalProfitQuery = (token: string | null, filter: BetFilterState) =>
  queryOptions({
    queryKey: ['betRecords', 'profit', token, filter] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/ODSFE2_getPersonalProfit',
        query: filterQuery(filter),
        value: getPersonalProfitValue,
        signal,
      }),
    enabled: token !== null,
  });
