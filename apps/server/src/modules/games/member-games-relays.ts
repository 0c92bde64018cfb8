import { z } from 'zod';
import {
  favoriteGameAction,
  favoriteGameActionValue,
  getFavoriteGamesValue,
  listFavoriteGamesQuery,
  listFavoriteGamesValue,
} from '@wl/contract/games/favourite-games';
import { listRecentGamesQuery, listRecentGamesValue } from '@wl/contract/games/list-recent-games';
import type { AppDeps } from '../../app-deps';
import { relay, type RelayTable } from '../../http/relay';
import { answerLanguage } from './game-view';
import {
  addFavoriteGame,
  getFavoriteGameIds,
  listFavoriteGames,
  removeFavoriteGame,
} from './favourite-games';
import { listRecentGames } from './list-recent-games';

/** Favourites and recent games: members only, trial accounts refused (spec §6). */
const MEMBER = { realAccount: true } as const;

export function memberGamesRelays(deps: AppDeps): RelayTable {
  const change = (fn: typeof addFavoriteGame) =>
    relay({
      method: fn === addFavoriteGame ? 'POST' : 'DELETE',
      moduleId: 'GAMELOFAV3',
      token: MEMBER,
      input: favoriteGameAction,
      output: favoriteGameActionValue,
      handler: (input, request) =>
        fn({
          db: deps.db,
          merchantId: request.merchant.id,
          memberId: request.session!.memberId,
          nodeId: input.nodeId,
          ...(input.vendor ? { vendor: input.vendor } : {}),
          ...(input.gameType ? { gameType: input.gameType } : {}),
        }),
    });
  return {
    MCSFE_getFavoriteGames: relay({
      method: 'GET',
      moduleId: 'GAMELOFAV3',
      token: MEMBER,
      input: z.object({}),
      output: getFavoriteGamesValue,
      summary: "The member's favourite nodeIds",
      handler: (_input, request) =>
        getFavoriteGameIds({ db: deps.db, memberId: request.session!.memberId }),
    }),
    MCSFE_getFavoriteGamesList: relay({
      method: 'GET',
      moduleId: 'GAMELOFAV3',
      token: MEMBER,
      input: listFavoriteGamesQuery,
      output: listFavoriteGamesValue,
      summary: "The member's favourite games, paged",
      handler: (input, request) =>
        listFavoriteGames({
          db: deps.db,
          merchant: request.merchant,
          memberId: request.session!.memberId,
          language: answerLanguage(input.language, request.language),
          pageNo: input.pageNo,
          pageSize: input.pageSize,
          ...(input.gameType ? { gameType: input.gameType } : {}),
        }),
    }),
    MCSFE_addFavoriteGameV2: change(addFavoriteGame),
    MCSFE_removeFavoriteGameV2: change(removeFavoriteGame),
    GCS_recentGame: relay({
      method: 'GET',
      moduleId: 'GAMELOREC3',
      token: MEMBER,
      input: listRecentGamesQuery,
      output: listRecentGamesValue,
      summary: 'Games the member launched, latest first',
      handler: (input, request) =>
        listRecentGames({
          db: deps.db,
          merchant: request.merchant,
          memberId: request.session!.memberId,
          language: answerLanguage(input.language, request.language),
          pageNo: input.pageNo,
          pageSize: input.pageSize,
          ...(input.vassalage ? { vendorCode: input.vassalage } : {}),
        }),
    }),
  };
}
