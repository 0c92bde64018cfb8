/**
 * The winners board (GCSGAME_getRankList, public; spec §7): the biggest recent wins, player
 * names already masked by the server. Keyed by language (game names come back translated) and
 * asked again every minute while the home page is open, so new wins appear without a reload.
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { rankListGuard } from '../../../api/home-guards';
import { useLanguage } from '../../../i18n/use-language';

export const WINNERS_REFRESH_MS = 60_000;
export const WINNERS_COUNT = 10;

export function useWinnersBoard() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['games', 'rankList', language, WINNERS_COUNT],
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/GCSGAME_getRankList',
        query: { limitNum: WINNERS_COUNT, language },
        value: rankListGuard,
        language,
        signal,
      }),
    refetchInterval: WINNERS_REFRESH_MS,
    staleTime: WINNERS_REFRESH_MS,
  });
}
