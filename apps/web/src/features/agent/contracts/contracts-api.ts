/** The agent's contract calls (reference §3.9): the list per kind, its actions, history, income. */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  getContractHistoryResponse,
  getContractIncomeResponse,
} from '@wl/contract/contracts/contract-income';
import { consolidatedResponse } from '@wl/contract/contracts/consolidated';
import {
  processContractResponse,
  type processContractRequest,
} from '@wl/contract/contracts/process-contract';
import { apiRequest } from '../../../api/client';

export type ContractKind = 'dividend' | 'daily_salary' | 'hourly_salary' | 'realtime_salary';

/** Each kind's call: the PC build's GET calls carry everything in the query string. */
const CALLS: Record<ContractKind, { path: string; method: 'GET' | 'POST' }> = {
  dividend: { path: '/wps/relay/MCS2_processDividendReq', method: 'GET' },
  daily_salary: { path: '/wps/relay/MCS2_processDailySalContract', method: 'GET' },
  hourly_salary: { path: '/wps/relay/MCS2_processContractHourSalary', method: 'POST' },
  realtime_salary: { path: '/wps/relay/MCSFE_processRealTimeSalaryContract', method: 'POST' },
};

export type ContractAction = z.input<typeof processContractRequest>;

export function processContract(kind: ContractKind, body: ContractAction, signal?: AbortSignal) {
  const call = CALLS[kind];
  if (call.method === 'POST') {
    return apiRequest({ method: 'POST', path: call.path, body, value: processContractResponse });
  }
  const query = Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : v]),
  ) as Record<string, string | number | undefined>;
  return apiRequest({ path: call.path, query, value: processContractResponse, signal });
}

export const contractsQuery = (token: string | null, kind: ContractKind) =>
  queryOptions({
    queryKey: ['contracts', kind, token] as const,
    queryFn: ({ signal }) => processContract(kind, { action: 'query' }, signal),
    enabled: token !== null,
  });

export const consolidatedQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['contracts', 'consolidated', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/member/info/funds/consolidated',
        value: consolidatedResponse,
        signal,
      }),
    enabled: token !== null,
  });

export const contractHistoryQuery = (token: string | null, contractId: number, live: boolean) =>
  queryOptions({
    queryKey: ['contracts', 'history', contractId, token] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCSFE_getContractHistory',
        query: { contractId },
        value: getContractHistoryResponse,
        signal,
      }),
    enabled: token !== null,
    // The real-time salary's running window changes with every bet: refresh it while open.
    refetchInterval: live ? 15_000 : false,
  });

export const contractIncomeQuery = (
  token: string | null,
  q: { from: number; to: number; pageNo: number },
) =>
  queryOptions({
    queryKey: ['contracts', 'income', token, q.from, q.to, q.pageNo] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCSFE_getContractIncome',
        query: { ...q, pageSize: 10 },
        value: getContractIncomeResponse,
        signal,
      }),
    enabled: token !== null,
  });
