/** Page group entry (see app/page-chunk-names.ts); the lobby itself arrives with the games. */
import { LobbyShell } from './lobby-shell';

export function Component() {
  return <LobbyShell />;
}
