import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { getDrawBoardQuery } from '@wl/contract/lottery/get-draw-board';
import { listDrawResultsQuery } from '@wl/contract/lottery/list-draw-results';
import { placeLotteryBetRequest } from '@wl/contract/lottery/place-bet';
import type { HouseDeps } from '../house-deps';
import { HouseError, ok } from '../http/house-error';
import { requireSession } from '../http/session-guard';
import type { GameSession } from '../launch/session-store';
import { getDrawBoard } from '../lottery/get-draw-board';
import { findGame, type LotteryGame } from '../lottery/games/lottery-games';
import { listDrawResults } from '../lottery/list-draw-results';
import { listMemberBets } from '../lottery/list-member-bets';
import { LotteryError } from '../lottery/lottery-error';
import { payoutsFor } from '../lottery/operator-tables';
import { lotteryOffFor } from '../lottery/operator-lobby';
import { pageLanguage } from '../i18n/page-language';
import { renderPage } from '../pages/layout';
import { pageLocale } from '../pages/page-words';
import { lotteryDict, lotteryVerifyBody } from './lottery-page';
import { trendOf } from './lottery-trend';
import { betView, rulesView } from './lottery-views';
import { placeLotteryBet } from './place-lottery-bet';

const gameQuery = z.object({ gameCode: z.string().regex(/^[A-Z0-9_]{2,32}$/) });
const trendQuery = gameQuery.extend({ count: z.coerce.number().int().min(1).max(200).default(30) });
const rulesQuery = gameQuery.extend({ lang: z.string().max(8).optional() });
const myBetsQuery = z.object({
  gameCode: z.string().regex(/^[A-Z0-9_]{2,32}$/).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(30),
});
const pageQuery = z.object({ lang: z.string().max(8).optional(), theme: z.string().max(8).optional() });

function lotteryGame(code: string): LotteryGame {
  const game = findGame(code);
  if (!game) throw new LotteryError('lottery.game_unknown');
  return game;
}

/**
 * A lottery the session's operator took out of its lobby (ADR 0040) is no lottery for that
 * session: switching to it inside the house lobby opens no rules and takes no bets.
 */
async function openFor(deps: HouseDeps, session: GameSession | null, game: LotteryGame) {
  if (session && (await lotteryOffFor(deps.db, session.merchantCode, game.code))) {
    throw new LotteryError('lottery.game_unknown');
  }
}

/** Only a session opened on a lottery game may bet on the lottery (any of its draws). */
async function lotterySession(deps: HouseDeps, request: FastifyRequest): Promise<GameSession> {
  const session = await requireSession(deps, request);
  if (!findGame(session.gameCode)) throw new HouseError('NOT_FOUND');
  return session;
}

/**
 * The lottery's HTTP side. Public (no secrets in them: commitments are published before betting
 * closes, seeds after the draw): the board, results, trend, rules and the verifier page — the
 * platform's lobby may call the board too. With the session token: bets and the betting record.
 */
export function lotteryRoutes(app: FastifyInstance, deps: HouseDeps) {
  app.get('/api/lottery/board', async (request) => {
    const q = getDrawBoardQuery.parse(request.query);
    const gameCodes = q.games?.split(',').filter(Boolean);
    return ok(await getDrawBoard({ db: deps.db, now: new Date(deps.now()), ...(gameCodes ? { gameCodes } : {}) }));
  });

  app.get('/api/lottery/results', async (request) => {
    const q = listDrawResultsQuery.parse(request.query);
    lotteryGame(q.gameCode);
    const draws = await listDrawResults({
      db: deps.db, gameCode: q.gameCode, limit: q.limit, ...(q.before ? { before: new Date(q.before) } : {}),
    });
    return ok(draws);
  });

  app.get('/api/lottery/trend', async (request) => {
    const q = trendQuery.parse(request.query);
    const game = lotteryGame(q.gameCode);
    const draws = await listDrawResults({ db: deps.db, gameCode: q.gameCode, limit: q.count });
    return ok(trendOf(game.family, draws.flatMap((d) => (d.result ? [d.result] : []))));
  });

  // With a session token the rules are those of the session's operator (ADR 0040); without one
  // (the page sends an empty bearer before it has a session), the default table.
  app.get('/api/lottery/rules', async (request) => {
    const q = rulesQuery.parse(request.query);
    const game = lotteryGame(q.gameCode);
    const bearer = /^Bearer \S+$/.test(request.headers.authorization ?? '');
    const session = bearer ? await requireSession(deps, request) : null;
    await openFor(deps, session, game);
    const table = await payoutsFor(deps.db, session?.merchantCode ?? null, game.family);
    return ok(rulesView(game, table, pageLanguage(q.lang)));
  });

  app.post('/api/lottery/bets', async (request) => {
    const session = await lotterySession(deps, request);
    const bet = placeLotteryBetRequest.parse(request.body);
    await openFor(deps, session, lotteryGame(bet.gameCode));
    const placed = await placeLotteryBet(deps, { session, bet });
    return ok({ ...betView(placed.bet), balanceMinor: placed.balanceMinor?.toString() ?? null });
  });

  app.get('/api/lottery/bets', async (request) => {
    const session = await lotterySession(deps, request);
    const q = myBetsQuery.parse(request.query);
    const bets = await listMemberBets({
      db: deps.db, memberRef: session.memberRef, limit: q.limit, ...(q.gameCode ? { gameCode: q.gameCode } : {}),
    });
    // A member's demo and real bets share the member reference only within one currency.
    return ok(bets.filter((b) => b.currency === session.currency).map(betView));
  });

  app.get('/lottery/verify', async (request, reply) => {
    const q = pageQuery.parse(request.query);
    const locale = pageLocale(q.lang);
    const dict = lotteryDict(locale.words);
    const html = renderPage({
      title: dict.verifyDraw, language: locale.lang, dict, theme: q.theme, header: false,
      body: lotteryVerifyBody(dict), script: 'lottery-verify',
    });
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
