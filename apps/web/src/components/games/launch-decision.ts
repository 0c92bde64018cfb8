/**
 * What a click on a game does (spec §5, §6): a member plays for real; a trial account asking
 * for real play gets the need-a-real-account warning; a visitor plays the demo when free play
 * is on and the game can launch, otherwise the login popup opens.
 */
import type { GameItem } from '@wl/contract/games/common';
import { FB_SPORTS_PATH, FB_VENDOR_CODE } from '@wl/contract/games/fb-sports';

export type LaunchMode = 'real' | 'demo';
export type LaunchDecision = LaunchMode | 'login' | 'needRealAccount' | 'unavailable';

export function launchDecision(input: {
  hasToken: boolean;
  isTrial: boolean;
  freePlay: boolean;
  launchable: boolean;
  wanted: LaunchMode;
}): LaunchDecision {
  if (!input.launchable) return 'unavailable';
  if (input.wanted === 'demo') return input.freePlay ? 'demo' : input.hasToken ? 'real' : 'login';
  if (!input.hasToken) return input.freePlay ? 'demo' : 'login';
  return input.isTrial ? 'needRealAccount' : 'real';
}

/** The /game address that launches `game` in the iframe page (the FB book has its own page). */
export function gamePagePath(game: GameItem, mode: LaunchMode): string {
  if (game.vassalage === FB_VENDOR_CODE) return FB_SPORTS_PATH;
  const params = new URLSearchParams({
    gameType: game.gameType,
    vassalage: game.vassalage,
    gameId: game.gameId,
    nodeId: game.nodeId,
    mode,
  });
  return `/game?${params.toString()}`;
}
