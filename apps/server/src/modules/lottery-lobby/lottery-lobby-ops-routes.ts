import type { FastifyInstance } from 'fastify';
import {
  getHouseLotteryResponse,
  saveLotteryLobbyRequest,
  saveLotteryLobbyResponse,
} from '@wl/contract/games/ops-house-lottery';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { byOperator, insertAudit } from '../audit/audit-store';
import { houseLotteryClient } from '../games/house-lottery-client';
import { opsRoutes } from '../operators/ops-route';
import type { HouseBoard } from './house-board';
import { lobbyGames, lobbyListOf, saveLobbyGames } from './lobby-games-store';

/**
 * The back office's lottery settings page data (the house's tables and the lobby list) and the
 * lobby's choice and order of lotteries (ADR 0040). A lobby change names only lotteries the
 * house's board lists; it is pushed to the house (its own lobby page follows it), then saved
 * and audited before → after.
 */
export function lotteryLobbyOpsRoutes(app: FastifyInstance, deps: AppDeps, board: HouseBoard) {
  const ops = opsRoutes(app, ['back office', 'games']);

  ops.get('/ops/house-lottery', {
    permission: 'lottery.view',
    summary: 'Lottery tables per family and the lobby list',
    response: getHouseLotteryResponse,
    handler: async ({ actor, request }) => {
      const house = await houseLotteryClient(deps.db, actor.merchantId);
      const [settings, entries, saved] = await Promise.all([
        house.get(request.merchant.code),
        board.entries(deps.now()),
        lobbyGames(deps.db, actor.merchantId),
      ]);
      return { ...settings, lobby: lobbyListOf(entries, saved) };
    },
  });

  ops.put('/ops/house-lottery/lobby', {
    permission: 'lottery.lobby',
    summary: "The lobby's lotteries, on or off, in order",
    body: saveLotteryLobbyRequest,
    response: saveLotteryLobbyResponse,
    handler: async ({ body, actor, request }) => {
      const entries = await board.entries(deps.now());
      const known = new Set(entries.map((e) => e.gameCode));
      const unknown = body.games.flatMap((g, i) => (known.has(g.gameCode) ? [] : [i]));
      if (unknown.length > 0) {
        throw new AppError('request_param_err', {
          messageKey: 'ops_error_lottery_unknown_game',
          value: {
            fields: unknown.map((i) => ({
              field: `games.${i}.gameCode`,
              messageKey: 'ops_error_lottery_unknown_game',
            })),
          },
        });
      }
      // The house hears it first (its own lobby page and bets follow it, ADR 0040): when it
      // cannot be told, nothing is saved here either and the operator may try again.
      const house = await houseLotteryClient(deps.db, actor.merchantId);
      await house.lobby(request.merchant.code, body.games);
      const before = await lobbyGames(deps.db, actor.merchantId);
      await saveLobbyGames(deps.db, actor.merchantId, body.games);
      const after = await lobbyGames(deps.db, actor.merchantId);
      await insertAudit(deps.db, {
        merchantId: actor.merchantId,
        ...byOperator(actor.operatorId),
        action: 'lottery_lobby_saved',
        subjectType: 'lottery_lobby',
        subjectId: 'lobby',
        before: { games: before },
        after: { games: after },
        ip: actor.ip,
      });
      return { lobby: lobbyListOf(entries, after) };
    },
  });
}
