/**
 * The book's HTTP side. Public (no secret in it: commitments are published before betting
 * opens, seeds after kickoff): the board. With the session token of an `fb-sports` launch:
 * placing a bet and the member's bets. `GET /game/fb-sports` is the page itself (a static
 * route, so it wins over the house's generic `/game/:code`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { HouseDeps } from '../../house-deps';
import { HouseError, ok } from '../../http/house-error';
import { requireSession } from '../../http/session-guard';
import type { GameSession } from '../../launch/session-store';
import { getSportsBoard, listSportsBets } from '../get-sports-board';
import { DEFAULT_SPORTS_CONFIG, SPORTS_GAME_CODE, type SportsConfig } from '../sports-config';
import { placeSportsBetWithWallet } from './place-sports-bet-with-wallet';
import { pageLocale } from '../../pages/page-words';
import { sportsPage } from './sports-page';
import { betView, roundView } from './sports-views';

const placeBody = z.object({
  matchId: z.string().regex(/^[0-9]{1,18}$/),
  market: z.string().max(8),
  selection: z.string().max(8),
  stakeMinor: z.string().regex(/^[0-9]{1,18}$/),
  betRef: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});
const pageQuery = z.object({ lang: z.string().max(8).optional(), theme: z.string().max(8).optional() });
const betsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

async function sportsSession(deps: HouseDeps, request: FastifyRequest): Promise<GameSession> {
  const session = await requireSession(deps, request);
  if (session.gameCode !== SPORTS_GAME_CODE) throw new HouseError('NOT_FOUND');
  return session;
}

export function sportsRoutes(app: FastifyInstance, deps: HouseDeps, config: SportsConfig = DEFAULT_SPORTS_CONFIG) {
  app.get('/api/sports/board', async () => {
    const now = new Date(deps.now());
    const board = await getSportsBoard({ db: deps.db, now, results: 5 });
    return ok({
      now: now.toISOString(),
      minStakeMinor: config.minStakeMinor.toString(),
      maxStakeMinor: config.maxStakeMinor.toString(),
      round: board.open ? roundView(board.open, board.matches, now) : null,
      results: board.finished.map((r) => roundView(r, board.matches, now)),
    });
  });

  app.post('/api/sports/bets', async (request) => {
    const session = await sportsSession(deps, request);
    const body = placeBody.parse(request.body);
    const placed = await placeSportsBetWithWallet(deps, {
      session, config, matchId: BigInt(body.matchId), market: body.market, selection: body.selection,
      stakeMinor: BigInt(body.stakeMinor), betRef: body.betRef,
    });
    const [view] = await listSportsBets({ db: deps.db, memberRef: session.memberRef, currency: session.currency, limit: 1 });
    return ok({ betId: placed.bet.id.toString(), status: placed.bet.status, balanceMinor: placed.balanceMinor?.toString() ?? null,
      bet: view && view.id === placed.bet.id ? betView(view) : null });
  });

  app.get('/api/sports/bets', async (request) => {
    const session = await sportsSession(deps, request);
    const q = betsQuery.parse(request.query);
    const bets = await listSportsBets({ db: deps.db, memberRef: session.memberRef, currency: session.currency, limit: q.limit });
    return ok(bets.map(betView));
  });

  app.get(`/game/${SPORTS_GAME_CODE}`, async (request, reply) => {
    const q = pageQuery.parse(request.query);
    return reply.type('text/html; charset=utf-8').send(sportsPage(pageLocale(q.lang), q.theme));
  });
}
