import type { GameType } from '@wl/contract/games/common';
import type { ListPopularGamesValue } from '@wl/contract/games/list-popular-games';
import type { Sql } from '../../db/db';
import type { Merchant } from '../merchants/merchant';
import { listGameRows, listMostPlayedGames, type GameFilter } from './games-store';
import { toGameItem } from './game-view';

const WINDOW_MS = 7 * 24 * 3_600_000;

/** The most launched games of the last 7 days, topped up with hot games to `count`. */
export async function listPopularGames(options: {
  db: Sql;
  merchant: Merchant;
  language: string;
  count: number;
  gameType?: GameType;
  nowMs: number;
}): Promise<ListPopularGamesValue> {
  const played = await listMostPlayedGames(options.db, {
    merchantId: options.merchant.id,
    sinceMs: options.nowMs - WINDOW_MS,
    limit: options.count,
    ...(options.gameType ? { gameType: options.gameType } : {}),
  });
  const games = [...played];
  if (games.length < options.count) {
    const filter: GameFilter = { merchantId: options.merchant.id, hotOnly: true };
    if (options.gameType) filter.gameType = options.gameType;
    const hot = await listGameRows(options.db, filter, { limit: options.count, offset: 0 });
    const have = new Set(games.map((g) => g.nodeId));
    for (const g of hot) if (games.length < options.count && !have.has(g.nodeId)) games.push(g);
  }
  return { list: games.map((g) => toGameItem(g, options.language, options.merchant)) };
}
