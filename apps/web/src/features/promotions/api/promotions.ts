/** Promotions calls: list, detail, claim, apply, raffle draw, my applications. */
import { queryOptions } from '@tanstack/react-query';
import {
  applyPromotionResponse,
  listApplicationsResponse,
} from '@wl/contract/promotions/apply-promotion';
import {
  claimPromotionResponse,
  claimRaffleResponse,
} from '@wl/contract/promotions/claim-promotion';
import { getPromotionResponse } from '@wl/contract/promotions/get-promotion';
import { listPromotionsResponse } from '@wl/contract/promotions/list-promotions';
import type { PromotionCategory } from '@wl/contract/promotions/promotion';
import { apiRequest } from '../../../api/client';

export const promotionsQuery = (token: string | null, language: string) =>
  queryOptions({
    queryKey: ['promotions', 'list', token, language] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: '/wps/promotions', value: listPromotionsResponse, signal }),
  });

export const promotionQuery = (id: string, token: string | null, language: string) =>
  queryOptions({
    queryKey: ['promotions', 'detail', id, token, language] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: `/wps/promotions/${id}`, value: getPromotionResponse, signal }),
    enabled: /^\d{1,18}$/.test(id),
  });

export const myApplicationsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['promotions', 'applications', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/promotions/applications',
        value: listApplicationsResponse,
        signal,
      }),
    enabled: token !== null,
  });

export function claimPromotion(id: string, deviceId: string) {
  return apiRequest({
    method: 'POST',
    path: `/wps/promotions/${id}/claim`,
    body: { deviceId },
    value: claimPromotionResponse,
  });
}

export function drawRaffle(id: string, deviceId: string) {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/MCS2_claimRafflePromotion',
    body: { promotionId: id, deviceId },
    value: claimRaffleResponse,
  });
}

export function applyToPromotion(
  id: string,
  body: { remark: string; images: { name: string; contentBase64: string }[] },
) {
  return apiRequest({
    method: 'POST',
    path: `/wps/promotions/${id}/apply`,
    body,
    value: applyPromotionResponse,
  });
}

export type { PromotionCategory };
