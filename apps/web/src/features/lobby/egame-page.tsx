/** Page group entry (see app/page-chunk-names.ts): the lobby of the current route. */
import { LobbyRoute } from './lobby-route';

export function Component() {
  return <LobbyRoute />;
}
