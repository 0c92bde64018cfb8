import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { HouseDeps } from '../house-deps';
import { ok } from '../http/house-error';
import { requireSession } from '../http/session-guard';
import { SPOTS } from './baccarat/baccarat-rules';
import { getTableState } from './baccarat/get-table-state';
import { placeTableBet } from './baccarat/place-table-bet';
import { playCrash, playDice } from './fair/play-fair';
import { getSeeds, rotateSeed } from './fair/fair-seeds';
import { spinSlot } from './slots/spin-slot';
import { freeSpinsLeft } from './slots/free-spins/free-spin-store';
import { playFreeSpin } from './slots/free-spins/play-free-spin';

/** Minor units from the page: an integer string, parsed without a float. */
const minor = z.string().regex(/^[1-9]\d{0,15}$/).transform((v) => BigInt(v));

const spinBody = z.object({ betPerLineMinor: minor });
const diceBody = z.object({ stakeMinor: minor, direction: z.enum(['under', 'over']), target: z.number().int() });
const crashBody = z.object({ stakeMinor: minor, target: z.number().int() });
const rotateBody = z.object({ clientSeed: z.string().max(64).optional() });
const tableBetBody = z.object({ spot: z.enum(SPOTS as [string, ...string[]]), stakeMinor: minor });

/** Thin routes of the games: the session from the bearer token, then one use case each. */
export function gameRoutes(app: FastifyInstance, deps: HouseDeps) {
  app.post('/api/slot/spin', async (request) => {
    const session = await requireSession(deps, request);
    const body = spinBody.parse(request.body);
    return ok(await spinSlot(deps, { session, betPerLineMinor: body.betPerLineMinor }));
  });
  // Free spins granted by the platform (points mall): how many are left, and play one.
  app.get('/api/slot/free-spins', async (request) => {
    const session = await requireSession(deps, request);
    if (session.mode !== 'real') return ok({ spinsLeft: 0, betMinor: null });
    return ok(await freeSpinsLeft(deps.db, { memberRef: session.memberRef, currency: session.currency, gameCode: session.gameCode }));
  });
  app.post('/api/slot/free-spin', async (request) => {
    const session = await requireSession(deps, request);
    return ok(await playFreeSpin(deps, session));
  });

  app.get('/api/fair/seeds', async (request) => {
    const session = await requireSession(deps, request);
    return ok(await getSeeds(deps, session.playerId));
  });
  app.post('/api/fair/rotate', async (request) => {
    const session = await requireSession(deps, request);
    const body = rotateBody.parse(request.body ?? {});
    return ok(await rotateSeed(deps, session.playerId, body.clientSeed));
  });
  app.post('/api/dice/bet', async (request) => {
    const session = await requireSession(deps, request);
    const b = diceBody.parse(request.body);
    return ok(await playDice(deps, { session, stakeMinor: b.stakeMinor, direction: b.direction, targetHundredths: b.target }));
  });
  app.post('/api/crash/bet', async (request) => {
    const session = await requireSession(deps, request);
    const b = crashBody.parse(request.body);
    return ok(await playCrash(deps, { session, stakeMinor: b.stakeMinor, targetHundredths: b.target }));
  });

  app.get('/api/baccarat/state', async (request) => {
    const session = await requireSession(deps, request);
    return ok(await getTableState(deps, session));
  });
  app.post('/api/baccarat/bet', async (request) => {
    const session = await requireSession(deps, request);
    const b = tableBetBody.parse(request.body);
    return ok(await placeTableBet(deps, { session, spot: b.spot as (typeof SPOTS)[number], stakeMinor: b.stakeMinor }));
  });
}
