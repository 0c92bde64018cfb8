import type { FastifyInstance } from 'fastify';
import {
  HOUSE_FREE_SPIN_PATHS,
  houseFreeSpinGrantRequest,
} from '@wl/contract/vendor-wallet/house-free-spins';
import type { HouseDeps } from '../../../house-deps';
import { failure, ok } from '../../../http/house-error';
import { verifyRequest } from '../../../launch/launch-routes';
import { findSlot } from '../slot-catalogue';
import { insertGrant } from './free-spin-store';

/**
 * The platform's signed call granting a member free spins (contract house-free-spins.ts). Only
 * the seamless vendor code may call: free spins are paid through the platform's wallet. The
 * bet must be one the slot plays: a bet per line of its list times its lines.
 */
export function freeSpinGrantRoutes(app: FastifyInstance, deps: HouseDeps) {
  app.post(`/${HOUSE_FREE_SPIN_PATHS.grant}`, async (request, reply) => {
    const check = verifyRequest(deps, request);
    if (check !== null) return reply.status(401).send(failure(check));
    const parsed = houseFreeSpinGrantRequest.safeParse(request.body);
    if (!parsed.success || parsed.data.vendorCode !== deps.vendorCode) {
      return reply.status(400).send(failure('INVALID_REQUEST'));
    }
    const g = parsed.data;
    const def = findSlot(g.gameCode);
    if (!def) return reply.status(404).send(failure('GAME_NOT_FOUND'));
    const betMinor = BigInt(g.betMinor);
    const lines = BigInt(def.lines.length);
    if (betMinor % lines !== 0n || !def.betPerLineMinor.includes(betMinor / lines)) {
      return reply.status(400).send(failure('BAD_BET', { betPerLineMinor: def.betPerLineMinor, lines: def.lines.length }));
    }
    const { grant, created } = await insertGrant(deps.db, {
      grantRef: g.grantRef, memberRef: g.memberRef, currency: g.currency, gameCode: g.gameCode,
      spins: g.spins, betMinor,
    });
    const same = grant.memberRef === g.memberRef && grant.currency === g.currency &&
      grant.gameCode === g.gameCode && grant.spins === g.spins && grant.betMinor === betMinor;
    if (!same) return reply.status(409).send(failure('GRANT_CONFLICT'));
    return ok({ grantRef: grant.grantRef, spins: grant.spins, spinsLeft: grant.spins - grant.spinsUsed, replayed: !created });
  });
}
