import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  HOUSE_RTP_PATHS,
  houseRtpListRequest,
  houseRtpSetRequest,
  type HouseGameRtp,
} from '@wl/contract/vendor-wallet/house-rtp';
import type { HouseDeps } from '../../house-deps';
import { failure, ok } from '../../http/house-error';
import { GAMES } from '../catalogue';
import { RTP_MAX_BP, RTP_MIN_BP, rtpBpIsValid } from '../fair/fair-math';
import { gameRtpBp, saveGameRtpBp } from './game-rtp-store';
import { signedSettingsBody } from './signed-settings';

/** Games whose maths reads the RTP setting: the provably fair dice and crash. */
const CONFIGURABLE = GAMES.filter((g) => g.kind === 'dice' || g.kind === 'crash').map(
  (g) => g.code,
);

async function view(deps: HouseDeps, code: string): Promise<HouseGameRtp> {
  return {
    gameCode: code,
    rtpBp: await gameRtpBp(deps.db, code),
    rtpMinBp: RTP_MIN_BP,
    rtpMaxBp: RTP_MAX_BP,
  };
}

/**
 * The platform's signed calls to read and set the house games' RTP (contract house-rtp.ts).
 * Only the seamless vendor code may call: it is the operator's side of the house.
 */
export function rtpRoutes(app: FastifyInstance, deps: HouseDeps) {
  const parse = <S extends z.ZodType>(schema: S, request: FastifyRequest, reply: FastifyReply) =>
    signedSettingsBody(deps, schema, request, reply);

  app.post(`/${HOUSE_RTP_PATHS.list}`, async (request, reply) => {
    const p = parse(houseRtpListRequest, request, reply);
    if (p.refused) return p.refused;
    return ok({ games: await Promise.all(CONFIGURABLE.map((code) => view(deps, code))) });
  });

  app.post(`/${HOUSE_RTP_PATHS.set}`, async (request, reply) => {
    const p = parse(houseRtpSetRequest, request, reply);
    if (p.refused) return p.refused;
    const { gameCode, rtpBp } = p.data;
    if (!CONFIGURABLE.includes(gameCode)) return reply.status(404).send(failure('GAME_NOT_FOUND'));
    if (!rtpBpIsValid(rtpBp)) {
      return reply
        .status(400)
        .send(failure('RTP_OUT_OF_RANGE', { rtpMinBp: RTP_MIN_BP, rtpMaxBp: RTP_MAX_BP }));
    }
    await saveGameRtpBp(deps.db, gameCode, rtpBp);
    return ok(await view(deps, gameCode));
  });
}
