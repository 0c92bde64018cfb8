/**
 * One page of a lobby list (spec §2, §7): all games (GCSGAME_gameList with the filters), the
 * member's favourites (MCSFE_getFavoriteGamesList) or recent games (GCS_recentGame). Each page
 * is its own query, keyed by language, so the desktop pager and the narrow screens' infinite
 * scroll share the cache and a language change loads the names again.
 */
import { useQuery } from '@tanstack/react-query';
import { GAME_PAGE_SIZE, type GameItem, type GameType } from '@wl/contract/games/common';
import { listFavoriteGamesValue } from '@wl/contract/games/favourite-games';
import { listGamesValue } from '@wl/contract/games/list-games';
import { listRecentGamesValue } from '@wl/contract/games/list-recent-games';
import type { LanguageCode } from '@wl/contract/common/headers';
import { apiRequest } from '../../../api/client';
import { useToken } from '../../../api/use-session';
import { useLanguage } from '../../../i18n/use-language';
import type { LobbyFilters } from '../lobby-filters';

export type PagedListType = 'all' | 'fav' | 'recent';

export interface LobbyPage {
  games: GameItem[];
  totalPages: number;
}

export interface LobbyPageRequest {
  listType: PagedListType;
  gameType: GameType;
  filters: Pick<LobbyFilters, 'vendor' | 'gameName' | 'classify' | 'minBet'>;
  pageNo: number;
}

const common = (language: LanguageCode, pageNo: number) => ({
  clientType: 3,
  platform: 'html5-desktop',
  language,
  pageNo,
  pageSize: GAME_PAGE_SIZE,
});

export async function fetchLobbyPage(
  req: LobbyPageRequest,
  language: LanguageCode,
  signal?: AbortSignal,
): Promise<LobbyPage> {
  const { filters, gameType } = req;
  switch (req.listType) {
    case 'all': {
      const value = await apiRequest({
        path: '/wps/relay/GCSGAME_gameList',
        query: {
          ...common(language, req.pageNo),
          gameType,
          vassalage: filters.vendor ?? undefined,
          gameName: filters.gameName || undefined,
          gameClassify: filters.classify ?? undefined,
          minBet: filters.minBet ?? undefined,
        },
        value: listGamesValue,
        language,
        signal,
      });
      return { games: value.games, totalPages: value.totalPages };
    }
    case 'fav': {
      const value = await apiRequest({
        path: '/wps/relay/MCSFE_getFavoriteGamesList',
        query: { ...common(language, req.pageNo), gameType },
        value: listFavoriteGamesValue,
        language,
        signal,
      });
      // The favourites call has no vendor parameter; the vendor tab narrows what it returns.
      const games = value.content.filter((g) => !filters.vendor || g.vassalage === filters.vendor);
      return { games, totalPages: value.totalPages };
    }
    case 'recent': {
      const value = await apiRequest({
        path: '/wps/relay/GCS_recentGame',
        query: { ...common(language, req.pageNo), vassalage: filters.vendor ?? undefined },
        value: listRecentGamesValue,
        language,
        signal,
      });
      // Recent games span every type; the lobby shows its own.
      return {
        games: value.list.filter((g) => g.gameType === gameType),
        totalPages: value.totalPages,
      };
    }
    default: {
      const never: never = req.listType;
      return never;
    }
  }
}

export function useLobbyPage(req: LobbyPageRequest) {
  const language = useLanguage();
  const token = useToken();
  const needsLogin = req.listType !== 'all';
  return useQuery({
    queryKey: [
      'games',
      'list',
      req.listType,
      language,
      token,
      req.gameType,
      req.filters,
      req.pageNo,
    ],
    queryFn: ({ signal }) => fetchLobbyPage(req, language, signal),
    enabled: !needsLogin || token !== null,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}
