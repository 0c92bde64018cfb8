/**
 * `GET /wps/game/launchGame` (reference §3.6): the address of a game for the iframe.
 * accountType 1 is real money, 0 free play; launchMode GLS is required by the server.
 * The reply's value.content.game_url is the address; a visitor or trial member gets demo.
 */
import { useQuery } from '@tanstack/react-query';
import { GAME_TYPES, type GameType } from '@wl/contract/games/common';
import { launchGameValue } from '@wl/contract/games/launch-game';
import type { LanguageCode } from '@wl/contract/common/headers';
import { apiRequest } from '../../api/client';
import { useToken } from '../../api/use-session';
import { useLanguage } from '../../i18n/use-language';
import { storeIframeUrl } from './iframe-url';
import { noteTransferLaunch } from './recall-on-leave';

export interface LaunchTarget {
  gameType: GameType;
  vassalage: string;
  /** The vendor's game code; optional since the nodeId alone names a catalogue game. */
  gameId?: string;
  nodeId: string;
  mode: 'real' | 'demo';
}

/** Reads a launch target from /game's (or /seamless's) query string; null when something is missing. */
export function launchTargetOf(params: URLSearchParams): LaunchTarget | null {
  const gameType = params.get('gameType')?.toUpperCase() ?? '';
  const vassalage = params.get('vassalage') ?? '';
  const gameId = params.get('gameId') ?? '';
  const nodeId = params.get('nodeId') ?? '';
  const mode = params.get('mode') === 'demo' ? 'demo' : 'real';
  if (!(GAME_TYPES as readonly string[]).includes(gameType)) return null;
  if (!vassalage || !/^[0-9]{1,18}$/.test(nodeId)) return null;
  return { gameType: gameType as GameType, vassalage, ...(gameId ? { gameId } : {}), nodeId, mode };
}

export async function launchGame(
  target: LaunchTarget,
  language: LanguageCode,
  signal?: AbortSignal,
) {
  const value = await apiRequest({
    path: '/wps/game/launchGame',
    query: {
      gameType: target.gameType,
      vassalage: target.vassalage,
      gameId: target.gameId || undefined,
      nodeId: target.nodeId,
      platform: 'html5-desktop',
      launchMode: 'GLS',
      accountType: target.mode === 'real' ? 1 : 0,
      language,
      backUrl: backUrl(target),
    },
    value: launchGameValue,
    language,
    signal,
  });
  // Kept as the session's iframeUrl (spec §6) for the full-page frame of /seamless.
  storeIframeUrl(value.content.game_url);
  noteTransferLaunch(value.content.walletMode === 'transfer' && value.content.mode === 'real');
  return value.content.game_url;
}

/** The game's own lobby button leads back to this site's lobby of the game's type. */
function backUrl(target: LaunchTarget): string {
  const path = target.gameType === 'LOTT' ? '/lottery' : `/${target.gameType.toLowerCase()}`;
  return new URL(path, window.location.origin).href;
}

/** One launch per visit of /game: a launch token is single-use, so it is never refetched. */
export function useLaunchGame(target: LaunchTarget | null, visitKey: string) {
  const language = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: ['games', 'launch', visitKey, target, language, token],
    queryFn: ({ signal }) => launchGame(target as LaunchTarget, language, signal),
    enabled: target !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
