import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@wl/contract/common/envelope';
import { launchGameQuery, launchGameValue } from '@wl/contract/games/launch-game';
import type { AppDeps } from '../../app-deps';
import { moduleSwitch } from '../../http/relay';
import type { VendorAdapter } from '../../providers/vendors/vendor-adapter';
import { houseBoard } from '../lottery-lobby/house-board';
import { launchLotteryGame } from './launch-lottery-game';
import { launchVendorGame, type BeforeTransferLaunch } from './launch-vendor-game';
import type { VendorIntegration } from './vendor-store';

/**
 * `GET /wps/game/launchGame`. The token is optional: with one the member plays (real or demo),
 * without one a visitor may open demo mode only. With `lottoGameCode` it is the lottery lobby's
 * launch of a house lottery (see launchLotteryGame).
 */
export function launchRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  vendors: {
    adapterOf: (v: VendorIntegration) => VendorAdapter | null;
    beforeTransferLaunch: BeforeTransferLaunch;
  },
) {
  // The house's public draw board, cached a second per process like the lobby's own copy.
  const board = houseBoard(deps.config.HOUSE_PUBLIC_URL);
  const optionalSession = async (request: FastifyRequest) => {
    if (request.headers.authorization) await deps.guard({})(request);
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/wps/game/launchGame',
    {
      schema: {
        tags: ['games'],
        summary: 'Launch a game: the URL for the game iframe',
        querystring: launchGameQuery,
        response: { 200: envelope(launchGameValue) },
      },
      preHandler: [moduleSwitch('GAMELO3'), optionalSession],
    },
    async (request) => {
      const q = request.query;
      const options = {
        db: deps.db,
        merchant: request.merchant,
        session: request.session,
        nowMs: deps.now(),
        adapterOf: vendors.adapterOf,
        beforeTransferLaunch: vendors.beforeTransferLaunch,
        params: {
          nodeId: q.nodeId,
          vassalage: q.vassalage,
          gameId: q.gameId,
          gameType: q.gameType,
          launchMode: q.launchMode,
          accountType: q.accountType,
          language: q.language ?? request.language,
          device: request.device === 'MOBILE' ? 'MOBILE' : 'WEB',
          backUrl: q.backUrl,
          lottoView: q.lottoView,
        },
      } as const;
      const value = q.lottoGameCode
        ? await launchLotteryGame({
            ...options,
            board,
            lottoGameCode: q.lottoGameCode,
            onRecordFailure: (error) =>
              request.log.warn({ err: error }, 'lottery launch not noted as recent'),
          })
        : await launchVendorGame(options);
      return { success: true, message: '', value };
    },
  );
}
