/**
 * The member's balance (GET /wps/v2/wallets/balance), read by the header and the member
 * centre's badges (unreadMessage, availablePromoCount). Keyed by the token.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client';
import { balanceGuard } from '../home-guards';
import { useToken } from '../use-session';

export function balanceQuery(token: string | null) {
  return queryOptions({
    queryKey: ['balance', token] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/v2/wallets/balance',
        query: { typeId: 0 },
        value: balanceGuard,
        signal,
      }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}

export function useBalance() {
  const token = useToken();
  return useQuery(balanceQuery(token));
}
