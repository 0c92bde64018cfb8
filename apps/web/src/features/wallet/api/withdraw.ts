/** Withdrawal calls (reference §3.5, §6.4): settings, the encrypted request, records, receipt. */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { getWithdrawSettingsResponse } from '@wl/contract/cashier/get-withdraw-settings';
import {
  processC2CResponse,
  type processC2CRequest,
} from '@wl/contract/cashier/payment-confirmation';
import {
  listWithdrawRecordsResponse,
  withdrawResponse,
  type withdrawRequest,
} from '@wl/contract/cashier/withdraw';
import { apiRequest } from '../../../api/client';
import { encryptedRequest } from '../../../api/encrypted-request';

export const withdrawSettingsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'withdrawSettings', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCSFE_getWithdrawSettings',
        query: { groupId: 0 },
        value: getWithdrawSettingsResponse,
        signal,
      }),
    enabled: token !== null,
  });

export const withdrawRecordsQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: ['wallet', 'withdrawRecords', token, pageNo] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCSFE_getWithdrawRecords',
        query: { pageNo, pageSize: 10 },
        value: listWithdrawRecordsResponse,
        signal,
      }),
    enabled: token !== null,
  });

/** Sealed with the session key: it carries the payment password. */
export function requestWithdrawal(body: z.input<typeof withdrawRequest>) {
  return encryptedRequest({
    path: '/wps/v2/transaction/withdraw',
    body,
    value: withdrawResponse,
  });
}

export function answerReceipt(body: z.input<typeof processC2CRequest>) {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/MCSFE_processC2CTransaction',
    body,
    value: processC2CResponse,
  });
}
