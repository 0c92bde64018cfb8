/**
 * The lobby of the current route (spec §2): /live, /sports, /esports, /elott, /cockfight and
 * /rng, /fish, /pvp, the path upper-cased giving the game type. The vendor to open on comes
 * from `?page={vendor}` or the header dropdown's router state; a new one remounts the lobby.
 */
import { useLocation, useSearchParams } from '../../app/router';
import { GAME_TYPES, type GameType } from '@wl/contract/games/common';
import { GameLobby } from './game-lobby';

export function gameTypeOfPath(pathname: string): GameType | null {
  const name = pathname.replace(/^\/+|\/+$/g, '').toUpperCase();
  return (GAME_TYPES as readonly string[]).includes(name) ? (name as GameType) : null;
}

function vendorOfState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('vendor' in state)) return null;
  return typeof state.vendor === 'string' ? state.vendor : null;
}

export function LobbyRoute() {
  const { pathname, state } = useLocation();
  const [params] = useSearchParams();
  const gameType = gameTypeOfPath(pathname);
  // Every route that renders this is a game type (route-table.ts); nothing else reaches it.
  if (!gameType) return null;
  const vendor = (params.get('page') ?? vendorOfState(state))?.trim().toUpperCase() || null;
  return <GameLobby key={`${gameType}:${vendor ?? ''}`} gameType={gameType} vendor={vendor} />;
}
