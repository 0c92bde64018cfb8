/**
 * Entering a PVP room launches its game the way a game card does (/game, real play): the
 * launch call names a game by nodeId and has no room parameter, so the room itself is picked
 * in the vendor's game. A visitor gets the login popup, a trial account the real-account
 * warning (components/account-control.ts).
 */
import { useCallback } from 'react';
import { useNavigate } from '../../app/router';
import type { ListPvpRoomsValue } from '@wl/contract/games/list-pvp-rooms';
import { useAccountControl } from '../../components/account-control';

export type PvpRoom = ListPvpRoomsValue['list'][number];

export function roomGamePath(room: Pick<PvpRoom, 'vassalage' | 'nodeId'>): string {
  const params = new URLSearchParams({
    gameType: 'PVP',
    vassalage: room.vassalage,
    nodeId: room.nodeId,
    mode: 'real',
  });
  return `/game?${params.toString()}`;
}

export function useEnterRoom() {
  const account = useAccountControl();
  const navigate = useNavigate();
  return useCallback(
    (room: PvpRoom) => account.requireRealAccount(() => void navigate(roomGamePath(room))),
    [account, navigate],
  );
}
