import type { HouseDeps } from '../../house-deps';
import { HouseError } from '../../http/house-error';
import type { GameSession } from '../../launch/session-store';
import { playInstantRound } from '../../rounds/play-round';
import { findGame } from '../catalogue';
import {
  crashPointFromDigest,
  crashReturnMinor,
  CRASH_MAX_TARGET,
  CRASH_MIN_TARGET,
  diceBetIsValid,
  diceReturnMinor,
  diceRollFromDigest,
  diceWins,
  type DiceDirection,
} from './fair-math';
import { fairDigest } from './fair-node';
import { nextFairInput } from './fair-seeds';
import { gameRtpBp } from '../settings/game-rtp-store';

function checkStake(session: GameSession, kind: 'dice' | 'crash', stakeMinor: bigint) {
  const game = findGame(session.gameCode);
  if (game?.kind !== kind) throw new HouseError('GAME_NOT_FOUND');
  if (stakeMinor < game.minBetMinor || stakeMinor > game.maxBetMinor) throw new HouseError('BAD_REQUEST');
}

/** A dice bet: roll from the next nonce of the player's seed pair, under or over a target. */
export async function playDice(
  deps: HouseDeps,
  p: { session: GameSession; stakeMinor: bigint; direction: DiceDirection; targetHundredths: number },
) {
  checkStake(p.session, 'dice', p.stakeMinor);
  if (!diceBetIsValid(p.direction, p.targetHundredths)) throw new HouseError('BAD_REQUEST');
  const seed = await nextFairInput(deps, p.session.playerId);
  const rtpBp = await gameRtpBp(deps.db, p.session.gameCode);
  const roll = diceRollFromDigest(fairDigest(seed.server_seed, seed.client_seed, seed.nonce));
  const won = diceWins(p.direction, p.targetHundredths, roll);
  const winMinor = won ? diceReturnMinor(p.stakeMinor, p.direction, p.targetHundredths, rtpBp) : 0n;
  const detail = {
    game: 'dice', seedId: seed.id.toString(), serverSeedHash: seed.server_seed_hash,
    clientSeed: seed.client_seed, nonce: seed.nonce.toString(),
    direction: p.direction, target: p.targetHundredths, roll, rtpBp,
  };
  const r = await playInstantRound(deps, { session: p.session, stakeMinor: p.stakeMinor, winMinor, detail });
  return { roundId: r.round.public_id, roll, won, winMinor, balanceMinor: r.balanceMinor, nonce: seed.nonce };
}

/** A crash bet with an automatic cash-out target; wins when the crash point reaches it. */
export async function playCrash(
  deps: HouseDeps,
  p: { session: GameSession; stakeMinor: bigint; targetHundredths: number },
) {
  checkStake(p.session, 'crash', p.stakeMinor);
  const t = p.targetHundredths;
  if (!Number.isInteger(t) || t < CRASH_MIN_TARGET || t > CRASH_MAX_TARGET) throw new HouseError('BAD_REQUEST');
  const seed = await nextFairInput(deps, p.session.playerId);
  const rtpBp = await gameRtpBp(deps.db, p.session.gameCode);
  const crashPoint = crashPointFromDigest(fairDigest(seed.server_seed, seed.client_seed, seed.nonce), rtpBp);
  const winMinor = crashReturnMinor(p.stakeMinor, t, crashPoint);
  const detail = {
    game: 'crash', seedId: seed.id.toString(), serverSeedHash: seed.server_seed_hash,
    clientSeed: seed.client_seed, nonce: seed.nonce.toString(), target: t, crashPoint, rtpBp,
  };
  const r = await playInstantRound(deps, { session: p.session, stakeMinor: p.stakeMinor, winMinor, detail });
  return {
    roundId: r.round.public_id, crashPoint, won: winMinor > 0n, winMinor, balanceMinor: r.balanceMinor, nonce: seed.nonce,
  };
}
