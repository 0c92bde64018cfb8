import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@wl/contract/common/envelope';
import {
  gameMenuListValue,
  gameMenuQuery,
  gameMenuValue,
  numericListQuery,
  popularQuery,
  recentGameMenuQuery,
  recordRecentBody,
} from '@wl/contract/lottery-lobby/game-menu';
import { openedDrawsValue, openNumerosValue } from '@wl/contract/lottery-lobby/opened-numeros';
import type { AppDeps } from '../../app-deps';
import type { HouseBoard } from './house-board';
import {
  gameMenusOf,
  nameLanguageOf,
  numericListOf,
  openedDrawsOf,
  popularOf,
} from './lottery-menus';
import { listRecentLotteries } from './list-recent-lotteries';
import { arrangeLobby, lobbyGames } from './lobby-games-store';
import { lotteryPlayCounts } from './lottery-recent-store';
import { recordRecentLottery } from './record-recent-lottery';
import { resolvePrizeMode } from './resolve-prize-mode';

const ok = <T>(value: T) => ({ success: true, message: '', value });
const tags = ['lottery'];

function sessionOf(request: FastifyRequest) {
  // The token guard ran as a preHandler, so the session is set.
  return request.session as NonNullable<FastifyRequest['session']>;
}

/** The lottery lobby's calls (spec §7): menus, lists and draws from the house board. */
export function lotteryLobbyRoutes(app: FastifyInstance, deps: AppDeps, board: HouseBoard) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = { preHandler: [deps.guard({})] };
  // The board as the merchant's lobby shows it: its switched-off lotteries left out, in its order.
  const lobbyOf = async (request: FastifyRequest, nowMs: number) => {
    const [entries, saved] = await Promise.all([
      board.entries(nowMs),
      lobbyGames(deps.db, request.merchant.id),
    ]);
    return arrangeLobby(entries, saved);
  };
  const menus = async (
    request: FastifyRequest,
    asked: z.infer<typeof gameMenuQuery>['prizeMode'],
  ) => {
    const prizeMode = await resolvePrizeMode({ db: deps.db, merchant: request.merchant, asked });
    const nowMs = deps.now();
    const { entries, order } = await lobbyOf(request, nowMs);
    return ok(
      gameMenusOf(entries, { language: nameLanguageOf(request.language), prizeMode, nowMs, order }),
    );
  };

  const menuSchema = {
    tags,
    querystring: gameMenuQuery,
    response: { 200: envelope(gameMenuValue) },
  };
  r.get(
    '/lgw/vn/games/game_menu',
    { schema: { ...menuSchema, summary: 'Lottery menus by group' } },
    (request) => menus(request, request.query.prizeMode),
  );
  r.get(
    '/lgw/games/game_menus',
    { schema: { ...menuSchema, summary: 'Lottery menus (with gameGroupCode)' } },
    (request) => menus(request, request.query.prizeMode),
  );

  r.get(
    '/lgw/vn/games/game_menu/recent',
    {
      ...member,
      schema: {
        tags,
        summary: "The member's recent lotteries",
        querystring: recentGameMenuQuery,
        response: { 200: envelope(gameMenuListValue) },
      },
    },
    async (request) =>
      ok(
        await listRecentLotteries({
          db: deps.db,
          board: { entries: async (nowMs) => (await lobbyOf(request, nowMs)).entries },
          memberId: sessionOf(request).memberId,
          count: request.query.recentCount,
          language: nameLanguageOf(request.language),
          nowMs: deps.now(),
        }),
      ),
  );

  r.post(
    '/lgw/vn/games/game_menu/recent',
    {
      ...member,
      schema: {
        tags,
        summary: 'Note a lottery launch',
        body: recordRecentBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await recordRecentLottery({
        db: deps.db,
        board,
        memberId: session.memberId,
        merchantId: session.merchantId,
        gameCode: request.body.gameId,
        nowMs: deps.now(),
      });
      return ok(null);
    },
  );

  r.get(
    '/lgw/vn/games/numeric',
    {
      schema: {
        tags,
        summary: 'Vietnamese numeric lottery list',
        querystring: numericListQuery,
        response: { 200: envelope(gameMenuListValue) },
      },
    },
    async (request) => {
      const nowMs = deps.now();
      const { entries, order } = await lobbyOf(request, nowMs);
      return ok(
        numericListOf(entries, {
          language: nameLanguageOf(request.language),
          count: request.query.count,
          nowMs,
          order,
        }),
      );
    },
  );

  r.get(
    '/lgw/games/popular',
    {
      schema: {
        tags,
        summary: 'Popular lotteries',
        querystring: popularQuery,
        response: { 200: envelope(gameMenuListValue) },
      },
    },
    async (request) => {
      const nowMs = deps.now();
      const [{ entries, order }, plays] = await Promise.all([
        lobbyOf(request, nowMs),
        lotteryPlayCounts(deps.db, request.merchant.id),
      ]);
      const language = nameLanguageOf(request.query.language ?? request.language);
      return ok(popularOf(entries, plays, { language, count: request.query.count, nowMs, order }));
    },
  );

  r.get(
    '/lgw/vn/numeros/opened/game',
    {
      schema: {
        tags,
        summary: "Each game's latest draw result",
        response: { 200: envelope(openedDrawsValue) },
      },
    },
    async (request) =>
      ok(
        openedDrawsOf(
          (await lobbyOf(request, deps.now())).entries,
          nameLanguageOf(request.language),
        ),
      ),
  );

  r.get(
    '/lotto/lgw/games/opened/numero',
    {
      ...member,
      schema: {
        tags,
        summary: 'Numeros open for betting now',
        response: { 200: envelope(openNumerosValue) },
      },
    },
    async (request) => {
      const { entries } = await lobbyOf(request, deps.now());
      return ok(
        entries
          .filter((e) => e.current.bettingOpen)
          .map((e) => ({
            gameId: e.gameCode,
            numero: e.current.numero,
            remainTime: e.current.remainTime,
            lockTime: e.current.lockTime,
            commitment: e.current.commitment,
          })),
      );
    },
  );
}
