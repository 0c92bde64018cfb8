/**
 * The `game` page group: the lobbies of /live, /sports, /esports, /cockfight and the hot
 * games page /hot. Composed here because features do not import each other.
 */
import { useLocation } from './router';
import { HotPage } from '../features/hot/hot-page';
import { LobbyRoute } from '../features/lobby/lobby-route';

export function Component() {
  const { pathname } = useLocation();
  return pathname.toLowerCase().replace(/\/+$/, '') === '/hot' ? <HotPage /> : <LobbyRoute />;
}
