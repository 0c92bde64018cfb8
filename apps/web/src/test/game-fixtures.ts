/** Contract-typed games and vendor lanes for the lobby tests (no network is used). */
import type { GameItem, GameType } from '@wl/contract/games/common';
import type { GetRankListValue } from '@wl/contract/games/get-rank-list';
import type { ListPvpRoomsValue } from '@wl/contract/games/list-pvp-rooms';
import type { VendorCard, VendorLane } from '@wl/contract/games/list-vendor-lanes';

export function makeVendor(
  code: string,
  gameType: GameType,
  extra: Partial<VendorCard> = {},
): VendorCard {
  return {
    vassalage: code,
    displayName: `${code} Gaming`,
    gameType,
    isHot: 0,
    isGame: 'VASSALAGE',
    gameCode: null,
    nodeId: null,
    accountTypeId: 1,
    defaultPlayType: 'REAL',
    walletMode: 'seamless',
    demo: false,
    launchable: true,
    gameCount: 10,
    iconUrl: `/static/vendors/${code}.png`,
    ...extra,
  };
}

export function makeLane(title: GameType, cards: VendorCard[]): VendorLane {
  return { title, cards, gameClassify: [] };
}

export function makeGame(nodeId: string, extra: Partial<GameItem> = {}): GameItem {
  return {
    nodeId,
    vassalage: 'HOUSE',
    gameType: 'RNG',
    gameId: `G${nodeId}`,
    gameCode: `code-${nodeId}`,
    gameName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    gameClassify: 'SM',
    minBet: '0.10',
    lines: 20,
    iconUrl: `/static/games/${nodeId}.png`,
    isHot: 0,
    isNew: 0,
    isGame: 'GAME',
    launchable: true,
    ...extra,
  };
}

export const lanesValue = (lanes: VendorLane[]) => ({ data: { lanes } });

type PvpRoom = ListPvpRoomsValue['list'][number];
type RankEntry = GetRankListValue['list'][number];

/** A PVP room of game `nodeId` (GLS2_roomList's shape). */
export function makePvpRoom(roomId: string, nodeId: string, extra: Partial<PvpRoom> = {}): PvpRoom {
  return {
    roomId,
    roomName: `Room ${roomId}`,
    nodeId,
    vassalage: 'CARDMASTER',
    gameName: `Poker ${nodeId}`,
    baseBet: '1.00',
    minEntry: '60.00',
    maxPlayers: 6,
    ...extra,
  };
}

/** A winners-board entry (GCSGAME_getRankList's shape), the name masked as the server does. */
export function makeRankEntry(extra: Partial<RankEntry> = {}): RankEntry {
  return {
    customerName: 'al***9',
    winAmount: '12345.60',
    currency: 'PHP',
    vassalage: 'PG',
    gameType: 'RNG',
    gameName: 'Lucky Dragon',
    nodeId: '101',
    winTime: Date.UTC(2026, 10, 20, 14, 30),
    ...extra,
  };
}
