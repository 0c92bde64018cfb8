import type { HouseDeps } from '../../../house-deps';
import { HouseError } from '../../../http/house-error';
import type { GameSession } from '../../../launch/session-store';
import { newPublicId } from '../../../rounds/play-round';
import { insertRound, moveRound } from '../../../rounds/round-store';
import { deliverOutboxEntry, OUTBOX_LEASE_MS } from '../../../wallet/deliver-outbox';
import { enqueueOutbox } from '../../../wallet/outbox-store';
import { evaluateSpin, randomStops, spinWinMinor } from '../slot-engine';
import { findSlot } from '../slot-catalogue';
import { freeSpinTxId } from '@wl/contract/vendor-wallet/house-free-spins';
import { freeSpinsLeft, takeFreeSpin } from './free-spin-store';

/**
 * One free spin (ADR 0038): the member stakes nothing; the spin is taken from their grant, the
 * round recorded (stake 0, the grant and spin number in its detail) and its win queued for the
 * platform in one transaction; the credit then goes out with no debit and the txId
 * `fs.<grant>.<spin>`, retried by the outbox until the platform answers. Only real sessions
 * (the platform's wallet) have free spins.
 */
export async function playFreeSpin(deps: HouseDeps, session: GameSession) {
  const def = findSlot(session.gameCode);
  if (!def) throw new HouseError('GAME_NOT_FOUND');
  if (session.mode !== 'real') throw new HouseError('NO_FREE_SPINS');
  const result = evaluateSpin(def, randomStops(def, deps.randomInt));
  const publicId = newPublicId();
  const who = { memberRef: session.memberRef, currency: session.currency, gameCode: session.gameCode };
  const taken = await deps.db.tx(async (tx) => {
    const grant = await takeFreeSpin(tx, who);
    if (!grant) return null;
    const betPerLineMinor = grant.betMinor / BigInt(def.lines.length);
    const winMinor = spinWinMinor(def, result, betPerLineMinor);
    const freeSpin = { grantRef: grant.grantRef, spinNo: grant.spinsUsed };
    const round = await insertRound(tx, {
      publicId, gameCode: session.gameCode, playerId: session.playerId, sessionId: session.id,
      mode: session.mode, currency: session.currency, walletRoundId: publicId, tableRoundId: null,
      stakeMinor: 0n, debitTxId: null, freeSpinGrantId: grant.id, freeSpinNo: freeSpin.spinNo,
      detail: { game: 'slot', stops: result.stops, betPerLineMinor: betPerLineMinor.toString(), freeSpin },
      now: new Date(deps.now()),
    });
    await moveRound(tx, round.id, 'settling', ['pending'], { winMinor });
    const entryId = await enqueueOutbox(tx, {
      kind: 'credit', txId: freeSpinTxId(freeSpin.grantRef, freeSpin.spinNo), roundId: round.id,
      amountMinor: winMinor, claimUntil: new Date(deps.now() + OUTBOX_LEASE_MS),
    });
    return { round, winMinor, betPerLineMinor, entryId };
  });
  if (!taken) throw new HouseError('NO_FREE_SPINS');
  const paid = await deliverOutboxEntry(deps, taken.entryId);
  const left = await freeSpinsLeft(deps.db, who);
  return {
    roundId: taken.round.public_id,
    stops: result.stops,
    window: result.window,
    lineWins: result.lineWins,
    scatterCount: result.scatterCount,
    scatterMultiplier: result.scatterMultiplier,
    stakeMinor: 0n,
    betPerLineMinor: taken.betPerLineMinor,
    winMinor: taken.winMinor,
    balanceMinor: paid.kind === 'ok' ? paid.value : null,
    creditPending: paid.kind !== 'ok',
    freeSpinsLeft: left.spinsLeft,
  };
}
