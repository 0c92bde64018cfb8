/** Account record (ODSFE2_MemTransDet) and bonus details (ODSFE2_MemBonusDet). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RecordType } from '@wl/contract/ledger/transfer-codes';
import { listTransactionsResponse } from '@wl/contract/cashier/list-transactions';
import { apiRequest } from '../../../api/client';

export type RecordSource = 'transactions' | 'bonus';

export interface RecordFilter {
  type?: RecordType;
  startTime: number;
  endTime: number;
  pageNo: number;
}

const PATHS: Record<RecordSource, string> = {
  transactions: '/wps/relay/ODSFE2_MemTransDet',
  bonus: '/wps/relay/ODSFE2_MemBonusDet',
};

export const RECORD_PAGE_SIZE = 15;

export const accountRecordsQuery = (
  token: string | null,
  source: RecordSource,
  filter: RecordFilter,
) =>
  queryOptions({
    queryKey: ['wallet', 'records', token, source, filter] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: PATHS[source],
        query: { ...filter, pageSize: RECORD_PAGE_SIZE },
        value: listTransactionsResponse,
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
