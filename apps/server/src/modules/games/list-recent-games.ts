import type { ListRecentGamesValue } from '@wl/contract/games/list-recent-games';
import type { Sql } from '../../db/db';
import type { Merchant } from '../merchants/merchant';
import { countRecentGames, listRecentGameRows, type RecentFilter } from './recent-games-store';
import { clampPage, toGameItem } from './game-view';

/** The member's launched games, latest first (recorded by recordRecentGame at launch). */
export async function listRecentGames(options: {
  db: Sql;
  merchant: Merchant;
  memberId: bigint;
  language: string;
  vendorCode?: string;
  pageNo: number;
  pageSize: number;
}): Promise<ListRecentGamesValue> {
  const filter: RecentFilter = { memberId: options.memberId };
  if (options.vendorCode) filter.vendorCode = options.vendorCode;
  const total = await countRecentGames(options.db, filter);
  const page = clampPage(total, options.pageNo, options.pageSize);
  const rows = total === 0 ? [] : await listRecentGameRows(options.db, filter, page);
  return {
    list: rows.map((g) => ({
      ...toGameItem(g, options.language, options.merchant),
      lastPlayed: g.lastPlayedMs,
    })),
    totalPages: page.totalPages,
    pageNum: page.pageNum,
    total,
  };
}
