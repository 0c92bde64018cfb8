/** State shared by the lottery pages: favourites per user name, the launched game. */
import { useCallback, useEffect, useState } from 'react';
import type { GameMenuItem } from '@wl/contract/lottery-lobby/game-menu';
import { getMemberValue } from '../../api/session';
import { useToken } from '../../api/use-session';
import { useLanguage } from '../../i18n/use-language';
import { launchLottery } from './api/lottery-lobby';
import { loadFavourites, toggleFavourite } from './lottery-favourites';

export function useFavourites() {
  const token = useToken();
  const username = token ? getMemberValue('username') : null;
  const [favourites, setFavourites] = useState(() => loadFavourites(username));
  useEffect(() => setFavourites(loadFavourites(username)), [username]);
  const toggle = useCallback(
    (gameId: string) => setFavourites(toggleFavourite(username, gameId)),
    [username],
  );
  return { favourites, toggle };
}

export type LaunchState =
  | { status: 'idle' }
  | { status: 'pending'; game: GameMenuItem }
  | { status: 'open'; game: GameMenuItem; url: string }
  | { status: 'failed'; game: GameMenuItem; error: unknown };

export function useLotteryLaunch(backPath: string) {
  const language = useLanguage();
  const token = useToken();
  const [state, setState] = useState<LaunchState>({ status: 'idle' });
  const open = useCallback(
    (game: GameMenuItem) => {
      setState({ status: 'pending', game });
      launchLottery({
        game,
        language,
        loggedIn: token !== null,
        backUrl: new URL(backPath, window.location.origin).href,
      })
        .then((url) => setState({ status: 'open', game, url }))
        .catch((error: unknown) => setState({ status: 'failed', game, error }));
    },
    [language, token, backPath],
  );
  const close = useCallback(() => setState({ status: 'idle' }), []);
  return { state, open, close };
}
