import {
  getVendorGameTypesQuery,
  getVendorGameTypesValue,
} from '@wl/contract/games/get-vendor-game-types';
import { listGamesQuery, listGamesValue } from '@wl/contract/games/list-games';
import { listHotGamesQuery, listHotGamesValue } from '@wl/contract/games/list-hot-games';
import {
  listPopularGamesQuery,
  listPopularGamesValue,
} from '@wl/contract/games/list-popular-games';
import {
  listVendorLanesQuery,
  listVendorLanesValue,
  type ListVendorLanesValue,
} from '@wl/contract/games/list-vendor-lanes';
import { getRankListQuery, getRankListValue } from '@wl/contract/games/get-rank-list';
import { listPvpRoomsQuery, listPvpRoomsValue } from '@wl/contract/games/list-pvp-rooms';
import type { AppDeps } from '../../app-deps';
import { envelopeBytes, JsonText } from '../../http/json-reply';
import { relay, type RelayTable } from '../../http/relay';
import { contentCache } from '../content/content-cache';
import { answerLanguage } from './game-view';
import { gameListFilter, gameListKey } from './list-games';
import { gameListPage } from './game-list-page';
import { gameCataloguesOf } from './game-catalogues';
import { listVendorLanes } from './list-vendor-lanes';
import { getVendorGameTypes } from './get-vendor-game-types';
import { listHotGames } from './list-hot-games';
import { listPopularGames } from './list-popular-games';
import { getRankList } from './get-rank-list';
import { listPvpRooms } from './list-pvp-rooms';
import { memberGamesRelays } from './member-games-relays';

const encodeHotGames = envelopeBytes(listHotGamesValue);

/** The catalogue's public calls (browsing needs no login, spec §6); member calls elsewhere. */
export function gamesRelays(deps: AppDeps): RelayTable {
  const catalogues = gameCataloguesOf(deps.shared);
  const lanesCache = contentCache<ListVendorLanesValue>({ maxAgeMs: 30_000, limit: 100 });
  const vendorGameTypes = relay({
    method: 'GET',
    moduleId: 'COMM3',
    token: false,
    input: getVendorGameTypesQuery,
    output: getVendorGameTypesValue,
    summary: "Every vendor's games by game type and vendor",
    handler: (input, request) =>
      getVendorGameTypes({
        db: deps.db,
        merchant: request.merchant,
        language: answerLanguage(input.language, request.language),
        limit: input.limit,
      }),
  });
  return {
    GCSGAME_newGameVendor: relay({
      method: 'GET',
      moduleId: 'COMM3',
      token: false,
      input: listVendorLanesQuery,
      output: listVendorLanesValue,
      summary: 'Vendor lanes in category order (header and lobby navigation)',
      handler: (input, request) =>
        listVendorLanes({
          db: deps.db,
          merchant: request.merchant,
          nowMs: deps.now(),
          cache: lanesCache,
          flush: input.flush === 'true' || input.flush === '1',
        }),
    }),
    GCSGAME_getVassGameType: vendorGameTypes,
    GLS2_getVassGameType: vendorGameTypes,
    GCSGAME_gameList: relay({
      method: 'GET',
      moduleId: 'GAMELO3',
      token: false,
      input: listGamesQuery,
      output: listGamesValue,
      summary: 'One page of games: type, vendor, name search, classify and min bet filters',
      rememberQueries: true,
      handler: async (input, request) => {
        const language = answerLanguage(input.language, request.language);
        const filter = gameListFilter(request.merchant, input);
        const { pageNo, pageSize } = input;
        const key = gameListKey(language, filter, pageNo, pageSize);
        const json = await catalogues.reply(deps.db, request.merchant, key, (games) =>
          gameListPage({ games, merchant: request.merchant, language, filter, pageNo, pageSize }),
        );
        return new JsonText(json);
      },
    }),
    GCSGAME_hotGamesV2: relay({
      method: 'GET',
      moduleId: 'GAMELOHOT3',
      token: false,
      input: listHotGamesQuery,
      output: listHotGamesValue,
      summary: 'Hot games and the footer vendors',
      rememberQueries: true,
      // Asked by every home page: kept with the catalogue as bytes (dropped with it by a
      // back-office save or after CATALOGUE_MAX_AGE_MS), so sent compressed (ADR 0062).
      handler: async (input, request) => {
        const language = answerLanguage(input.language, request.language);
        const key = `hot:${language}:${input.vassalage ?? ''}:${input.gameType ?? ''}`;
        const json = await catalogues.reply(deps.db, request.merchant, key, async () =>
          encodeHotGames(
            await listHotGames({
              db: deps.db,
              merchant: request.merchant,
              language,
              ...(input.vassalage ? { vendorCode: input.vassalage } : {}),
              ...(input.gameType ? { gameType: input.gameType } : {}),
            }),
          ),
        );
        return new JsonText(json);
      },
    }),
    GCSGAME_popularGames: relay({
      method: 'GET',
      moduleId: 'COMM3',
      token: false,
      input: listPopularGamesQuery,
      output: listPopularGamesValue,
      summary: 'Most launched games of the week, topped up with hot games',
      handler: (input, request) =>
        listPopularGames({
          db: deps.db,
          merchant: request.merchant,
          count: input.count,
          nowMs: deps.now(),
          language: answerLanguage(input.language, request.language),
          ...(input.gameType ? { gameType: input.gameType } : {}),
        }),
    }),
    GCSGAME_getRankList: relay({
      method: 'GET',
      moduleId: 'COMM3',
      token: false,
      input: getRankListQuery,
      output: getRankListValue,
      summary: 'Winners board: the biggest real payouts, names masked',
      handler: (input, request) =>
        getRankList({
          db: deps.db,
          merchantId: request.merchant.id,
          limit: input.limitNum,
          days: input.days,
          language: answerLanguage(input.language, request.language),
          nowMs: deps.now(),
          ...(input.gameType ? { gameType: input.gameType } : {}),
        }),
    }),
    GLS2_roomList: relay({
      method: 'GET',
      moduleId: 'GAMELO3',
      token: true,
      input: listPvpRoomsQuery,
      output: listPvpRoomsValue,
      summary: 'Rooms of the PVP games',
      handler: (input, request) =>
        listPvpRooms({
          db: deps.db,
          merchantId: request.merchant.id,
          language: answerLanguage(input.language, request.language),
          ...(input.vassalage ? { vendorCode: input.vassalage } : {}),
          ...(input.nodeId ? { nodeId: input.nodeId } : {}),
        }),
    }),
    ...memberGamesRelays(deps),
  };
}
