import type { HouseDeps } from '../../house-deps';
import { HouseError } from '../../http/house-error';
import type { GameSession } from '../../launch/session-store';
import { playInstantRound } from '../../rounds/play-round';
import { evaluateSpin, randomStops, spinWinMinor, totalBetMinor } from './slot-engine';
import { findSlot } from './slot-catalogue';

/** One spin: stops from the CSPRNG, the stake is lines × bet per line. */
export async function spinSlot(deps: HouseDeps, p: { session: GameSession; betPerLineMinor: bigint }) {
  const def = findSlot(p.session.gameCode);
  if (!def) throw new HouseError('GAME_NOT_FOUND');
  if (!def.betPerLineMinor.includes(p.betPerLineMinor)) throw new HouseError('BAD_REQUEST');
  const result = evaluateSpin(def, randomStops(def, deps.randomInt));
  const stakeMinor = totalBetMinor(def, p.betPerLineMinor);
  const winMinor = spinWinMinor(def, result, p.betPerLineMinor);
  const detail = { game: 'slot', stops: result.stops, betPerLineMinor: p.betPerLineMinor.toString() };
  const r = await playInstantRound(deps, { session: p.session, stakeMinor, winMinor, detail });
  return {
    roundId: r.round.public_id,
    stops: result.stops,
    window: result.window,
    lineWins: result.lineWins,
    scatterCount: result.scatterCount,
    scatterMultiplier: result.scatterMultiplier,
    stakeMinor,
    winMinor,
    balanceMinor: r.balanceMinor,
    creditPending: r.creditPending,
  };
}
