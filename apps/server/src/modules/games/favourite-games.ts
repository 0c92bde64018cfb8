import type { GameType } from '@wl/contract/games/common';
import type { ListFavoriteGamesValue } from '@wl/contract/games/favourite-games';
import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { Merchant } from '../merchants/merchant';
import {
  countFavourites,
  deleteFavourite,
  insertFavourite,
  listFavouriteNodeIds,
  listFavouriteRows,
} from './favourites-store';
import { findGameRowByNodeId } from './games-store';
import { clampPage, toGameItem } from './game-view';

interface FavouriteChange {
  db: Sql;
  merchantId: bigint;
  memberId: bigint;
  nodeId: string;
  /** When given, must match the game (the client sends what it shows). */
  vendor?: string;
  gameType?: GameType;
}

async function gameFor(change: FavouriteChange) {
  const game = await findGameRowByNodeId(change.db, change.merchantId, change.nodeId);
  if (
    !game ||
    (change.vendor !== undefined && change.vendor !== game.vendorCode) ||
    (change.gameType !== undefined && change.gameType !== game.gameType)
  ) {
    throw new AppError('game.not.found');
  }
  return game;
}

/** Adds a favourite (again is fine) and answers the member's favourite nodeIds. */
export async function addFavoriteGame(change: FavouriteChange): Promise<{ nodeIds: string[] }> {
  const game = await gameFor(change);
  if (!game.enabled || !game.vendorEnabled) throw new AppError('game.not.found');
  await insertFavourite(change.db, change.memberId, game.id);
  return { nodeIds: await listFavouriteNodeIds(change.db, change.memberId) };
}

/** Removes a favourite (a game that is not one is fine); works for disabled games too. */
export async function removeFavoriteGame(change: FavouriteChange): Promise<{ nodeIds: string[] }> {
  const game = await gameFor(change);
  await deleteFavourite(change.db, change.memberId, game.id);
  return { nodeIds: await listFavouriteNodeIds(change.db, change.memberId) };
}

export async function getFavoriteGameIds(options: {
  db: Sql;
  memberId: bigint;
}): Promise<string[]> {
  return listFavouriteNodeIds(options.db, options.memberId);
}

/** The favourites page: latest added first, only games still listed. */
export async function listFavoriteGames(options: {
  db: Sql;
  merchant: Merchant;
  memberId: bigint;
  language: string;
  gameType?: GameType;
  pageNo: number;
  pageSize: number;
}): Promise<ListFavoriteGamesValue> {
  const total = await countFavourites(options.db, options.memberId, options.gameType);
  const page = clampPage(total, options.pageNo, options.pageSize);
  const rows =
    total === 0
      ? []
      : await listFavouriteRows(options.db, {
          memberId: options.memberId,
          ...(options.gameType ? { gameType: options.gameType } : {}),
          limit: page.limit,
          offset: page.offset,
        });
  return {
    content: rows.map((g) => toGameItem(g, options.language, options.merchant)),
    totalPages: page.totalPages,
    pageNum: page.pageNum,
    total,
  };
}
