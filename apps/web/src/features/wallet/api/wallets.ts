/** My wallet (transferFund) and transfer to the upline: wallets, moves, recall all. */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  getTransferUplineInfoResponse,
  transferUplineResponse,
  type transferUplineRequest,
} from '@wl/contract/cashier/transfer-upline';
import {
  getMerchantWalletResponse,
  listWalletsResponse,
  walletReturnResponse,
  walletTransferResponse,
  type walletTransferRequest,
} from '@wl/contract/cashier/wallets';
import { apiRequest } from '../../../api/client';
import { encryptedRequest } from '../../../api/encrypted-request';

export const walletsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'wallets', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: '/wps/wallets', value: listWalletsResponse, signal }),
    enabled: token !== null,
  });

export const merchantWalletQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'merchantWallet', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/GCS_merchantWallet',
        value: getMerchantWalletResponse,
        signal,
      }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

export function transferWallet(body: z.input<typeof walletTransferRequest>) {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    body,
    value: walletTransferResponse,
  });
}

export function recallAll(body: { idempotencyKey: string }) {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/GCS_walletReturn',
    body,
    value: walletReturnResponse,
  });
}

export const uplineInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'uplineInfo', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCSFE_getTransferUplineInfo',
        value: getTransferUplineInfoResponse,
        signal,
      }),
    enabled: token !== null,
  });

export function transferToUpline(body: z.input<typeof transferUplineRequest>) {
  return encryptedRequest({
    path: '/wps/v2/transaction/transferUpline',
    body,
    value: transferUplineResponse,
  });
}
