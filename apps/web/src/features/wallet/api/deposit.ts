/** Deposit calls (reference §3.5): settings, channels, the two deposit kinds, records. */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  createDepositResponse,
  type depositByLaunchUrlRequest,
  type manualTransferRequest,
} from '@wl/contract/cashier/create-deposit';
import { getDepositChannelsResponse } from '@wl/contract/cashier/get-deposit-channels';
import { getDepositSettingsResponse } from '@wl/contract/cashier/get-deposit-settings';
import { listDepositRecordsResponse } from '@wl/contract/cashier/list-deposit-records';
import { apiRequest } from '../../../api/client';

export const depositSettingsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'depositSettings', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCSFE_getDepositSettings',
        value: getDepositSettingsResponse,
        signal,
      }),
    enabled: token !== null,
  });

export const depositChannelsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'depositChannels', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCSFE_getDepositPaymentChannels',
        query: { webSupported: 'Y', mobileSupported: 'N', groupMTByChannelName: 'Y' },
        value: getDepositChannelsResponse,
        signal,
      }),
    enabled: token !== null,
  });

export const depositRecordsQuery = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: ['wallet', 'depositRecords', token, pageNo] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCSFE_getDepositRecords',
        query: { pageNo, pageSize: 10 },
        value: listDepositRecordsResponse,
        signal,
      }),
    enabled: token !== null,
  });

export function depositByGateway(body: z.input<typeof depositByLaunchUrlRequest>) {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/MCSFE_depositByLaunchUrl',
    body,
    value: createDepositResponse,
  });
}

export function depositByBankTransfer(body: z.input<typeof manualTransferRequest>) {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/MCSFE_manualTransferByAccountName',
    body,
    value: createDepositResponse,
  });
}
