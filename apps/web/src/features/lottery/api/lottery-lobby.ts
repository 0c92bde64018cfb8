/**
 * The lottery lobby's calls (spec §7): menus (re-polled by the caller's interval), popular,
 * recent (members), and the launch of a lottery's betting page through launchGame.
 */
import { useQuery } from '@tanstack/react-query';
import {
  gameMenuListValue,
  gameMenuValue,
  type GameMenuItem,
} from '@wl/contract/lottery-lobby/game-menu';
import { launchGameValue } from '@wl/contract/games/launch-game';
import type { LanguageCode } from '@wl/contract/common/headers';
import { apiRequest } from '../../../api/client';
import { useToken } from '../../../api/use-session';
import { useLanguage } from '../../../i18n/use-language';
import { pollIntervalMs } from '../lottery-rules';

export const POPULAR_COUNT = 20;
export const RECENT_COUNT = 100;
export const NUMERIC_COUNT = 100;

/** The menus with the time they were fetched (countdowns run from it), re-polled by the rule. */
export function useGameMenus() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['lottery', 'game_menu', language],
    queryFn: async ({ signal }) => {
      const value = await apiRequest({
        path: '/lgw/vn/games/game_menu',
        query: { device: 'WEB' },
        value: gameMenuValue,
        language,
        signal,
      });
      return { groups: Object.values(value), fetchedAtMs: Date.now() };
    },
    refetchInterval: (query) =>
      pollIntervalMs(
        query.state.data?.groups.flatMap((g) => g.gameMenus.map((m) => m.remainTime)) ?? [],
      ),
  });
}

export function usePopularLotteries() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['lottery', 'popular', language],
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/lgw/games/popular',
        query: { count: POPULAR_COUNT, device: 'WEB', language },
        value: gameMenuListValue,
        language,
        signal,
      }),
    staleTime: 60_000,
  });
}

export function useRecentLotteries() {
  const language = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: ['lottery', 'recent', language, token],
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/lgw/vn/games/game_menu/recent',
        query: { recentCount: RECENT_COUNT },
        value: gameMenuListValue,
        language,
        signal,
      }),
    enabled: token !== null,
  });
}

/** The Vietnamese numeric lottery list (count 100), for /vnlottery. */
export function useNumericList() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['lottery', 'numeric', language],
    queryFn: async ({ signal }) => ({
      items: await apiRequest({
        path: '/lgw/vn/games/numeric',
        query: { count: NUMERIC_COUNT },
        value: gameMenuListValue,
        language,
        signal,
      }),
      fetchedAtMs: Date.now(),
    }),
    refetchInterval: (query) =>
      pollIntervalMs(query.state.data?.items.map((m) => m.remainTime) ?? []),
  });
}

/**
 * Opens a lottery's betting page: launchGame with the lobby launch parameters (reference §3.7);
 * the launch itself notes the game in the member's recent list. Returns the iframe address.
 */
export async function launchLottery(options: {
  game: GameMenuItem;
  language: LanguageCode;
  loggedIn: boolean;
  backUrl: string;
}): Promise<string> {
  const { game, language } = options;
  const value = await apiRequest({
    path: '/wps/game/launchGame',
    query: {
      gameType: game.gameType,
      vassalage: game.vassalage,
      gameId: game.gameId,
      launchMode: 'LOTT',
      accountType: options.loggedIn ? 1 : 0,
      lottoArea: 'VN',
      lottoPrizeMode: game.gameType,
      lottoGameCode: game.gameId,
      lottoView: 'betting',
      device: 'WEB',
      backUrl: options.backUrl,
      language,
    },
    value: launchGameValue,
    language,
  });
  return value.content.game_url;
}
