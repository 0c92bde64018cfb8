/**
 * Hot games (GCSGAME_hotGamesV2, public): the /hot page and the lobbies' hot list. The query
 * key holds the language, so a language change loads the hot games again (spec §4).
 */
import { useQuery } from '@tanstack/react-query';
import type { GameType } from '@wl/contract/games/common';
import { useLanguage } from '../../i18n/use-language';
import { apiRequest } from '../client';
import { hotGamesGuard } from '../home-guards';
import { getMerchant } from '../session';

export function useHotGames(filter: { gameType?: GameType; vassalage?: string } = {}) {
  const language = useLanguage();
  const { gameType, vassalage } = filter;
  return useQuery({
    queryKey: ['games', 'list', 'hot', language, gameType ?? null, vassalage ?? null],
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/wps/relay/GCSGAME_hotGamesV2',
        query: {
          merchantCode: getMerchant(),
          isPlatform: 2,
          platform: 'html5-desktop',
          gameType,
          vassalage,
          language,
        },
        value: hotGamesGuard,
        language,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
