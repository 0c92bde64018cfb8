/** Payout accounts: bank cards, e-wallets, crypto addresses (add/remove are encrypted). */
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  addBankCardResponse,
  listBankCardsResponse,
  listWithdrawBanksResponse,
  removeBankCardResponse,
  type addBankCardRequest,
  type CardType,
} from '@wl/contract/cashier/bank-cards';
import { apiRequest } from '../../../api/client';
import { encryptedRequest } from '../../../api/encrypted-request';

export const bankCardsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'bankCards', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: '/wps/member/bankCard', value: listBankCardsResponse, signal }),
    enabled: token !== null,
  });

export const withdrawBanksQuery = (cardType: CardType) =>
  queryOptions({
    queryKey: ['wallet', 'withdrawBanks', cardType] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/system/withdrawBanks',
        query: { cardType },
        value: listWithdrawBanksResponse,
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export function addBankCard(body: z.input<typeof addBankCardRequest>) {
  return encryptedRequest({
    method: 'PUT',
    path: '/wps/member/bankCard',
    body,
    value: addBankCardResponse,
  });
}

export function removeBankCard(body: { bankCardId: number; password?: string }) {
  return encryptedRequest({
    path: '/wps/member/bankCard/remove',
    body,
    value: removeBankCardResponse,
  });
}
