/**
 * The actions a game card offers: launch (through launch-decision.ts) and the favourite
 * toggle, which needs a signed-in member (spec §5); a visitor gets the login popup.
 */
import { useCallback, useState } from 'react';
import { useNavigate } from '../../app/router';
import type { GameItem } from '@wl/contract/games/common';
import { useFavouriteIds, useToggleFavourite } from '../../api/games/favourites';
import { isTrialType, useMemberInfo } from '../../api/member/member-info';
import { getMemberValue } from '../../api/session';
import { useWhitelabelFlags } from '../../api/system/get-status';
import { useToken } from '../../api/use-session';
import { useAccountControl } from '../account-control';
import { usePopups } from '../popup-context';
import { gamePagePath, launchDecision, type LaunchMode } from './launch-decision';

export interface GameActions {
  isFavourite: (game: GameItem) => boolean;
  /** nodeId of the game whose favourite change is under way. */
  pendingFavourite: string | null;
  favouriteError: unknown;
  toggleFavourite: (game: GameItem) => void;
  launch: (game: GameItem, wanted?: LaunchMode) => void;
  /** Whether a visitor's click would open the demo (shown as a separate button). */
  freePlay: boolean;
}

export function useGameActions(): GameActions {
  const token = useToken();
  const flags = useWhitelabelFlags();
  const member = useMemberInfo();
  const popups = usePopups();
  const account = useAccountControl();
  const navigate = useNavigate();
  const ids = useFavouriteIds();
  const toggle = useToggleFavourite();
  const [pending, setPending] = useState<string | null>(null);
  const favouriteIds = ids.data;
  const isTrial =
    member.data !== undefined ? isTrialType(member.data.type) : getMemberValue('isAgent') === '4';
  const freePlay = Boolean(flags.FREEPLAY3);

  const isFavourite = useCallback(
    (game: GameItem) => favouriteIds?.includes(game.nodeId) ?? false,
    [favouriteIds],
  );

  const toggleFavourite = useCallback(
    (game: GameItem) => {
      if (!token) return popups.open('login');
      setPending(game.nodeId);
      toggle.mutate(
        { game, isFavourite: isFavourite(game) },
        { onSettled: () => setPending(null) },
      );
    },
    [token, popups, toggle, isFavourite],
  );

  const launch = useCallback(
    (game: GameItem, wanted: LaunchMode = 'real') => {
      const decision = launchDecision({
        hasToken: token !== null,
        isTrial,
        freePlay,
        launchable: game.launchable,
        wanted,
      });
      switch (decision) {
        case 'real':
        case 'demo':
          return void navigate(gamePagePath(game, decision));
        case 'login':
          return popups.open('login');
        case 'needRealAccount':
          return account.requireRealAccount(() => undefined);
        case 'unavailable':
          return;
        default: {
          const never: never = decision;
          return never;
        }
      }
    },
    [token, isTrial, freePlay, navigate, popups, account],
  );

  return {
    isFavourite,
    pendingFavourite: pending,
    favouriteError: toggle.error,
    toggleFavourite,
    launch,
    freePlay,
  };
}
