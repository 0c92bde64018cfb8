import { parseMinor } from '@wl/money/minor-units';
import type { ListGamesQuery, ListGamesValue } from '@wl/contract/games/list-games';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { Merchant } from '../merchants/merchant';
import { countGames, listGameRows, type GameFilter } from './games-store';
import { clampPage, toGameItem } from './game-view';

type Query = Omit<ListGamesQuery, 'pageNo' | 'pageSize'> & { pageNo: number; pageSize: number };

/**
 * One page of a lobby with every given filter applied. A page past the end is clamped to the
 * last page (the pager clamps too); an empty result answers page 1 of 0.
 */
export async function listGames(options: {
  db: Sql;
  merchant: Merchant;
  language: string;
  query: Query;
}): Promise<ListGamesValue> {
  const { query } = options;
  const filter: GameFilter = { merchantId: options.merchant.id };
  if (query.gameType) filter.gameType = query.gameType;
  if (query.vassalage) filter.vendorCode = query.vassalage;
  if (query.gameClassify) filter.classify = query.gameClassify;
  const name = query.gameName?.trim().toLowerCase();
  if (name) filter.nameContains = name;
  if (query.minBet !== undefined) {
    const minor = parseMinor(query.minBet);
    if (minor === null || minor <= 0n) throw new AppError('request_param_err');
    filter.maxMinBetMinor = minor;
  }
  const total = await countGames(options.db, filter);
  const page = clampPage(total, query.pageNo, query.pageSize);
  const rows = total === 0 ? [] : await listGameRows(options.db, filter, page);
  return {
    games: rows.map((g) => toGameItem(g, options.language, options.merchant)),
    totalPages: page.totalPages,
    pageNum: page.pageNum,
    total,
  };
}
