import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { launchGameRequest } from '@wl/contract/vendor-wallet/launch-game';
import {
  bodyTimestampMatches,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  verifySignature,
} from '@wl/contract/vendor-wallet/signature';
import type { HouseDeps } from '../house-deps';
import { isLaunchable, vendorGameList } from '../games/catalogue';
import { failure, HouseError, ok } from '../http/house-error';
import { errorPage } from '../pages/page-routes';
import { createLaunch } from './create-launch';
import { openGame } from './open-game';
import { findGame as findLotteryGame } from '../lottery/games/lottery-games';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * The platform's side of the house: `POST /launch` (signed, like every wallet call) and the
 * public catalogue; the player's side: `GET /play?t=` opens the game with the launch token.
 */
export function launchRoutes(app: FastifyInstance, deps: HouseDeps, options: { openDemo: boolean }) {
  app.post('/launch', async (request, reply) => {
    const check = verifyRequest(deps, request);
    if (check !== null) return reply.status(401).send(failure(check));
    const parsed = launchGameRequest.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send(failure('INVALID_REQUEST'));
    // The house is two vendors at the platform: seamless (vendorCode) and transfer (transferVendorCode).
    const expected = parsed.data.walletMode === 'transfer' ? deps.transferVendorCode : deps.vendorCode;
    if (parsed.data.vendorCode !== expected) return reply.status(400).send(failure('INVALID_REQUEST'));
    if (!isLaunchable(parsed.data.gameCode)) return reply.status(404).send(failure('GAME_NOT_FOUND'));
    return ok(await createLaunch(deps, parsed.data));
  });

  app.get('/games', async () => ok({ games: vendorGameList() }));

  app.get('/play', async (request, reply) => {
    const q = z
      .object({ t: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/), view: z.enum(['game', 'lobby']).optional() })
      .safeParse(request.query);
    if (!q.success) return reply.status(400).type('text/html').send(errorPage('SESSION_INVALID'));
    try {
      const opened = await openGame(deps, q.data.t);
      // The session token travels in the fragment: never sent to a server, never in a log.
      const fragment = `#s=${opened.sessionToken}`;
      if (q.data.view === 'lobby' && findLotteryGame(opened.gameCode)) {
        const op = opened.merchantCode ? `&op=${encodeURIComponent(opened.merchantCode)}` : '';
        return reply.redirect(`/lottery?lang=${opened.language}&game=${opened.gameCode}${op}${fragment}`, 303);
      }
      return reply.redirect(`/game/${opened.gameCode}?lang=${opened.language}${fragment}`, 303);
    } catch (error) {
      if (!(error instanceof HouseError)) throw error;
      return reply.status(error.status).type('text/html').send(errorPage(error.code));
    }
  });

  // Demo play without the platform, for trying the games on the house alone (not in production).
  if (!options.openDemo) return;
  app.get<{ Params: { code: string } }>('/demo/:code', async (request, reply) => {
    const lang = z.object({ lang: z.string().max(8).optional() }).parse(request.query).lang ?? 'EN';
    if (!isLaunchable(request.params.code)) return reply.status(404).type('text/html').send(errorPage('GAME_NOT_FOUND'));
    const launch = await createLaunch(deps, {
      gameCode: request.params.code, mode: 'demo', currency: 'PHP', language: lang, device: 'WEB',
    });
    return reply.redirect(new URL(launch.gameUrl).pathname + new URL(launch.gameUrl).search, 303);
  });
}

/** Checks a platform call's signature and timestamp (launch and the transfer-wallet API). */
export function verifyRequest(deps: HouseDeps, request: FastifyRequest): 'INVALID_SIGNATURE' | 'STALE_TIMESTAMP' | null {
  const check = verifySignature({
    secret: deps.secret,
    rawBody: request.rawBody ?? '',
    signature: request.headers[SIGNATURE_HEADER],
    timestamp: request.headers[TIMESTAMP_HEADER],
    nowMs: deps.now(),
  });
  if (!check.ok) return check.code;
  return bodyTimestampMatches(request.body, check.timestampMs) ? null : 'INVALID_SIGNATURE';
}
