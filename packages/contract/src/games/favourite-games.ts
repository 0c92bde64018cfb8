import { z } from 'zod';
import {
  gameItem,
  gamePaging,
  gameType,
  languageParam,
  nodeId,
  pageInfo,
  vassalage,
  optionalParam,
} from './common';

/**
 * Favourites (token; members only — a trial account (type 4) gets in_need_true_account, spec §6):
 * - `GET MCSFE_getFavoriteGames` → array of nodeIds;
 * - `GET MCSFE_getFavoriteGamesList` (gameType, pageNo, pageSize) → {content, totalPages, pageNum};
 * - `POST MCSFE_addFavoriteGameV2` / `DELETE MCSFE_removeFavoriteGameV2` (nodeId, vendor,
 *   gameType; DELETE takes them in the query) → the favourite nodeIds after the change.
 * Adding twice or removing a game that is not a favourite is not an error. An unknown nodeId,
 * or a vendor/gameType that does not match the game, is game.not.found (404).
 */
export const getFavoriteGamesValue = z.array(nodeId);

export const listFavoriteGamesQuery = gamePaging.extend({
  gameType: optionalParam(gameType),
  language: languageParam,
});
export const listFavoriteGamesValue = pageInfo.extend({ content: z.array(gameItem) });
export type ListFavoriteGamesValue = z.infer<typeof listFavoriteGamesValue>;

export const favoriteGameAction = z.object({
  nodeId: z.coerce.string().pipe(nodeId),
  vendor: optionalParam(vassalage),
  gameType: optionalParam(gameType),
});
export type FavoriteGameAction = z.input<typeof favoriteGameAction>;
export const favoriteGameActionValue = z.object({ nodeIds: z.array(nodeId) });
