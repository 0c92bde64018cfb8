import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { HouseDeps } from '../house-deps';
import { ok, HouseError } from '../http/house-error';
import { requireSession } from '../http/session-guard';
import { walletFor } from '../wallet/game-wallet';
import { getRoundView } from './get-round-view';
import { listPlayerRounds } from './round-store';

/** The game page's session and history; any round by id, for the round page and the platform. */
export function roundRoutes(app: FastifyInstance, deps: HouseDeps) {
  app.get('/api/session', async (request) => {
    const session = await requireSession(deps, request);
    const balance = await walletFor(deps.wallets, session).balance(session);
    return ok({
      gameCode: session.gameCode,
      mode: session.mode,
      currency: session.currency,
      displayName: session.displayName,
      language: session.language,
      lobbyUrl: session.lobbyUrl,
      balanceMinor: balance.kind === 'ok' ? balance.value : null,
    });
  });

  app.get('/api/rounds', async (request) => {
    const session = await requireSession(deps, request);
    const { limit } = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }).parse(request.query);
    const rounds = await listPlayerRounds(deps.db, session.playerId, session.gameCode, limit);
    return ok({
      rounds: rounds.map((r) => ({
        id: r.public_id, stakeMinor: r.stake_minor, winMinor: r.win_minor, status: r.status,
        createdAt: r.created_at.toISOString(), detail: r.detail,
      })),
    });
  });

  app.get<{ Params: { id: string } }>('/api/rounds/:id', async (request) => {
    if (!/^[A-Za-z0-9-]{1,64}$/.test(request.params.id)) throw new HouseError('NOT_FOUND');
    const view = await getRoundView(deps, request.params.id);
    if (!view) throw new HouseError('NOT_FOUND');
    return ok(view);
  });
}
