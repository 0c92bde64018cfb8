/** The points mall calls (reference §3.8, module PTSYS3; token and a real account). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  convertResponse,
  pointBalanceResponse,
  pointConfigResponse,
  pointRewardResponse,
  pointsDetailsResponse,
  redeemListResponse,
  redeemResponse,
} from '@wl/contract/points/member-points';
import type { OrderView } from '@wl/contract/points/points-views';
import { apiRequest } from '../../../api/client';
import { POINT_MALL_KEY } from './point-mall-cache';

export const POINTS_PAGE_SIZE = 10;
export type OrderStatus = OrderView['status'];

export const pointBalanceQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...POINT_MALL_KEY, 'balance', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: '/wps/relay/MCS2_getPointBalance', value: pointBalanceResponse, signal }),
    enabled: token !== null,
  });

export const pointConfigQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...POINT_MALL_KEY, 'config', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: '/wps/relay/MCS2_getPointConfig', value: pointConfigResponse, signal }),
    enabled: token !== null,
  });

export const pointGoodsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...POINT_MALL_KEY, 'goods', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: '/wps/relay/MCS2_getPointReward', value: pointRewardResponse, signal }),
    enabled: token !== null,
  });

export const exchangeRecordsQuery = (
  token: string | null,
  filter: { status?: OrderStatus; pageNo: number },
) =>
  queryOptions({
    queryKey: [...POINT_MALL_KEY, 'orders', token, filter] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/MCS2_getRedeemPointList',
        query: { ...filter, pageSize: POINTS_PAGE_SIZE },
        value: redeemListResponse,
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export const pointsDetailsQuery = (
  token: string | null,
  filter: { startTime: number; endTime: number; pageNo: number },
) =>
  queryOptions({
    queryKey: [...POINT_MALL_KEY, 'details', token, filter] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/ODSFE2_MemTransDet',
        query: { ...filter, accountType: 'points', pageSize: POINTS_PAGE_SIZE },
        value: pointsDetailsResponse,
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export interface RedeemBody {
  goodsId: number;
  password: string;
  recipient?: string;
  address?: string;
  phone?: string;
  idempotencyKey: string;
}

export function redeemGoods(body: RedeemBody) {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    body,
    value: redeemResponse,
  });
}

export function convertPoints(body: { points: number; password: string; idempotencyKey: string }) {
  return apiRequest({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    body,
    value: convertResponse,
  });
}
