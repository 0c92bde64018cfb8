import type { GameType } from '@wl/contract/games/common';
import type { ListHotGamesValue } from '@wl/contract/games/list-hot-games';
import type { Sql } from '../../db/db';
import type { Merchant } from '../merchants/merchant';
import { listGameRows, listVendorRows, type GameFilter } from './games-store';
import { toGameItem } from './game-view';

/** At most this many hot games in one answer (the /hot page shows them all at once). */
export const HOT_GAMES_LIMIT = 100;

/** Hot games (optionally one vendor's or one type's) and the footer's vendor list. */
export async function listHotGames(options: {
  db: Sql;
  merchant: Merchant;
  language: string;
  vendorCode?: string;
  gameType?: GameType;
}): Promise<ListHotGamesValue> {
  const filter: GameFilter = { merchantId: options.merchant.id, hotOnly: true };
  if (options.vendorCode) filter.vendorCode = options.vendorCode;
  if (options.gameType) filter.gameType = options.gameType;
  const games = await listGameRows(options.db, filter, { limit: HOT_GAMES_LIMIT, offset: 0 });
  const vendors = await listVendorRows(options.db, options.merchant.id);
  const seen = new Set<string>();
  const footer = vendors.flatMap((v) => {
    if (seen.has(v.vendor_code)) return [];
    seen.add(v.vendor_code);
    return [{ vassalage: v.vendor_code, displayName: v.display_name, gameType: v.game_type }];
  });
  return { list: games.map((g) => toGameItem(g, options.language, options.merchant)), footer };
}
