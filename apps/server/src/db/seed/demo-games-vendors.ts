import type { GameType } from '@wl/contract/games/common';

/**
 * The demo catalogue's vendors. HOUSE is our own vendor (apps/house) with its real games;
 * the cockfight codes are those of the merchant setting `cockfightVendors`; every other
 * vendor is an invented demo vendor. Demo vendors either open the house's matching game in
 * demo mode (`house_demo`) or are listed but not launchable (`unavailable`).
 * HOUSECLUB is the same house in transfer-wallet mode (money moved into the house on launch).
 * The list order is stable: a vendor's position gives its games' node ids (append new ones).
 */
export interface DemoVendor {
  code: string;
  gameType: GameType;
  name: string;
  accountTypeId: number;
  hot?: boolean;
  /** GAME: the card launches the vendor's one game (sports books, cockfight arenas). */
  entry: 'VASSALAGE' | 'GAME';
  wallet: 'seamless' | 'transfer';
  launch: 'live' | 'house_demo' | 'unavailable';
  /** How many games to generate (HOUSE and HOUSECLUB list the house's real games instead). */
  games: number;
}

// prettier-ignore
export const DEMO_VENDORS: readonly DemoVendor[] = [
  { code: 'HOUSE', gameType: 'RNG', name: 'House Games', accountTypeId: 1, hot: true, entry: 'VASSALAGE', wallet: 'seamless', launch: 'live', games: 0 },
  { code: 'LUCKYSTAR', gameType: 'RNG', name: 'Lucky Star', accountTypeId: 11, hot: true, entry: 'VASSALAGE', wallet: 'seamless', launch: 'house_demo', games: 620 },
  { code: 'DRAGONREEL', gameType: 'RNG', name: 'Dragon Reel', accountTypeId: 12, entry: 'VASSALAGE', wallet: 'seamless', launch: 'house_demo', games: 580 },
  { code: 'NEONSPIN', gameType: 'RNG', name: 'Neon Spin', accountTypeId: 13, entry: 'VASSALAGE', wallet: 'transfer', launch: 'house_demo', games: 560 },
  { code: 'GOLDLOTUS', gameType: 'RNG', name: 'Golden Lotus', accountTypeId: 14, hot: true, entry: 'VASSALAGE', wallet: 'transfer', launch: 'house_demo', games: 540 },
  { code: 'FORTUNEBAY', gameType: 'RNG', name: 'Fortune Bay', accountTypeId: 15, entry: 'VASSALAGE', wallet: 'seamless', launch: 'house_demo', games: 520 },
  { code: 'HOUSE', gameType: 'LIVE', name: 'House Live', accountTypeId: 2, hot: true, entry: 'VASSALAGE', wallet: 'seamless', launch: 'live', games: 0 },
  { code: 'ROYALLIVE', gameType: 'LIVE', name: 'Royal Live Casino', accountTypeId: 21, entry: 'VASSALAGE', wallet: 'transfer', launch: 'house_demo', games: 48 },
  { code: 'PEARLLIVE', gameType: 'LIVE', name: 'Pearl Live', accountTypeId: 22, entry: 'VASSALAGE', wallet: 'seamless', launch: 'house_demo', games: 36 },
  { code: 'OCEANKING', gameType: 'FISH', name: 'Ocean King', accountTypeId: 31, hot: true, entry: 'VASSALAGE', wallet: 'seamless', launch: 'unavailable', games: 40 },
  { code: 'REEFHUNT', gameType: 'FISH', name: 'Reef Hunter', accountTypeId: 32, entry: 'VASSALAGE', wallet: 'transfer', launch: 'unavailable', games: 30 },
  { code: 'CARDMASTER', gameType: 'PVP', name: 'Card Master', accountTypeId: 41, hot: true, entry: 'VASSALAGE', wallet: 'seamless', launch: 'unavailable', games: 30 },
  { code: 'TABLEWAR', gameType: 'PVP', name: 'Table War', accountTypeId: 42, entry: 'VASSALAGE', wallet: 'transfer', launch: 'unavailable', games: 24 },
  { code: 'ARENABET', gameType: 'SPORTS', name: 'Arena Sports', accountTypeId: 51, hot: true, entry: 'GAME', wallet: 'transfer', launch: 'unavailable', games: 1 },
  { code: 'GOALLINE', gameType: 'SPORTS', name: 'Goal Line', accountTypeId: 52, entry: 'GAME', wallet: 'seamless', launch: 'unavailable', games: 1 },
  { code: 'PIXELARENA', gameType: 'ESPORTS', name: 'Pixel Arena', accountTypeId: 61, entry: 'GAME', wallet: 'transfer', launch: 'unavailable', games: 1 },
  { code: 'NEXUSES', gameType: 'ESPORTS', name: 'Nexus Esports', accountTypeId: 62, entry: 'GAME', wallet: 'seamless', launch: 'unavailable', games: 1 },
  { code: 'QUICKLOTTO', gameType: 'ELOTT', name: 'Quick Lotto', accountTypeId: 71, entry: 'VASSALAGE', wallet: 'seamless', launch: 'unavailable', games: 12 },
  { code: 'STATELOTT', gameType: 'LOTT', name: 'State Lottery', accountTypeId: 72, entry: 'VASSALAGE', wallet: 'seamless', launch: 'unavailable', games: 8 },
  { code: 'SV388', gameType: 'COCKFIGHT', name: 'SV388', accountTypeId: 81, entry: 'GAME', wallet: 'transfer', launch: 'unavailable', games: 1 },
  { code: 'WS168', gameType: 'COCKFIGHT', name: 'WS168', accountTypeId: 82, entry: 'GAME', wallet: 'transfer', launch: 'unavailable', games: 1 },
  { code: 'DIGMAAN', gameType: 'COCKFIGHT', name: 'Digmaan', accountTypeId: 83, entry: 'GAME', wallet: 'transfer', launch: 'unavailable', games: 1 },
  { code: 'HOUSECLUB', gameType: 'RNG', name: 'House Club', accountTypeId: 16, entry: 'VASSALAGE', wallet: 'transfer', launch: 'live', games: 0 },
  { code: 'FB', gameType: 'SPORTS', name: 'FB Sports', accountTypeId: 53, hot: true, entry: 'GAME', wallet: 'seamless', launch: 'live', games: 1 },
];

/** Vendors that are the house itself: they list the house's real games, not generated ones. */
export const HOUSE_LISTED_VENDORS: readonly string[] = ['HOUSE', 'HOUSECLUB'];
