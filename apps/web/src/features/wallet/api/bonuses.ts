/** My bonuses with their wagering progress (GET /wps/bonuses), for bonusDetails. */
import { queryOptions } from '@tanstack/react-query';
import { listBonusesResponse } from '@wl/contract/promotions/claim-promotion';
import { apiRequest } from '../../../api/client';

export const bonusesQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'bonuses', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({ path: '/wps/bonuses', value: listBonusesResponse, signal }),
    enabled: token !== null,
  });
