/** The agent centre's calls (packages/contract/src/agent): team reports, team, money to it. */
import { keepPreviousData, queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import { getTeamOverviewValue } from '@wl/contract/agent/get-team-overview';
import { listDownlinesValue } from '@wl/contract/agent/list-downlines';
import {
  getDownlinePnlValue,
  getTeamBettingValue,
  getTeamTransactionsValue,
} from '@wl/contract/agent/list-team-reports';
import { openDownlineValue, type OpenDownlineRequest } from '@wl/contract/agent/open-downline';
import {
  transferDownlineValue,
  type TransferDownlineRequest,
} from '@wl/contract/agent/transfer-downline';
import { apiRequest, type ParsedValue, type QueryParams } from '../../../api/client';
import type { ValueParser } from '../../../api/json-guard';
import { encryptedRequest } from '../../../api/encrypted-request';

export const AGENT_PAGE_SIZE = 10;

/** A report's period: a quick pick, or inclusive days (YYYY-MM-DD). */
export type Period =
  | { quick: 'today' | 'yesterday' | 'last7days' | 'last30days' }
  | { startDate: string; endDate: string };

/** The options of a report's query, as the report frame takes them. */
export type ReportQuery<V> = (
  token: string | null,
  query: QueryParams,
) => UseQueryOptions<V, Error, V, readonly unknown[]>;

function report<S extends ValueParser<unknown>>(name: string, value: S): ReportQuery<ParsedValue<S>> {
  return (token, query) =>
    queryOptions({
      queryKey: ['agent', name, token, query] as readonly unknown[],
      queryFn: ({ signal }) => apiRequest({ path: `/wps/relay/${name}`, query, value, signal }),
      enabled: token !== null,
      placeholderData: keepPreviousData,
    });
}

export const teamOverviewQuery = report('ODSFE2_getTeamOverviewSum', getTeamOverviewValue);
export const teamBettingQuery = report('ODSFE2_getTeamBetting', getTeamBettingValue);
export const downlinePnlQuery = report('ODSFE2_getDownlinePNL', getDownlinePnlValue);
export const teamTransactionsQuery = report('ODSFE2_getTeamTransactions', getTeamTransactionsValue);

export const downlinesQuery = (token: string | null, query: QueryParams) =>
  queryOptions({
    queryKey: ['agent', 'downlines', token, query] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: '/wps/agent/downlines', query, value: listDownlinesValue, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function openDownline(body: OpenDownlineRequest) {
  return encryptedRequest({ path: '/wps/agent/downline', body, value: openDownlineValue });
}

export function transferToDownline(body: TransferDownlineRequest) {
  return encryptedRequest({
    path: '/wps/agent/transferDownline',
    method: 'PUT',
    body,
    value: transferDownlineValue,
  });
}
