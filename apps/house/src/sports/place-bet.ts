/**
 * A single bet's life before settlement, in the lottery's order (lottery/place-bet.ts):
 * placeSportsBet records it pending with the odds of that moment, the house app debits the
 * stake with the bet's own txId, then confirmSportsBet (debit taken) or rejectSportsBet (debit
 * refused). If the debit's outcome is never learnt, settlement voids the pending bet and rolls
 * the debit back, so a stake is never kept without a bet nor a bet paid without a stake.
 *
 * Refused, with nothing recorded and no money moved: an unknown match (NOT_FOUND), an unknown
 * market or selection, a stake outside the limits (BAD_REQUEST with the reason), a round whose
 * betting has not opened or whose kickoff has come (TABLE_CLOSED).
 */
import { randomUUID } from 'node:crypto';
import { HouseError } from '../http/house-error';
import { applySettlements, findBet, insertPendingBet, markPlaced, markRejected, type SportsBet } from './bet-store';
import { isMarket, offersSelection } from './markets';
import { findMatch, findRound } from './round-store';
import type { SportsConfig } from './sports-config';
import { instructionFor, sportsRoundId, type SportsWalletInstruction } from './wallet-instruction';
import type { Db, Sql } from '../lottery/lottery-db';

export interface SportsBetInput {
  memberRef: string;
  sessionId: bigint | null;
  currency: string;
  matchId: bigint;
  market: string;
  selection: string;
  stakeMinor: bigint;
  betRef: string;
}

export async function placeSportsBet(
  options: SportsBetInput & { db: Db; now: Date; config: SportsConfig },
): Promise<{ bet: SportsBet; replayed: boolean; debit: { txId: string; roundId: string; amountMinor: bigint } }> {
  const { db, now, config, ...input } = options;
  const { market, selection } = input;
  if (!isMarket(market) || !offersSelection(market, selection)) {
    throw new HouseError('BAD_REQUEST', { reason: 'market_unknown' });
  }
  if (input.stakeMinor < config.minStakeMinor || input.stakeMinor > config.maxStakeMinor) {
    throw new HouseError('BAD_REQUEST', {
      reason: 'stake_out_of_range', minStakeMinor: config.minStakeMinor.toString(), maxStakeMinor: config.maxStakeMinor.toString(),
    });
  }
  const placed = await db.tx(async (tx) => {
    const earlier = await replayOf(tx, input);
    if (earlier) return { bet: earlier, replayed: true };
    const match = await findMatch(tx, input.matchId);
    if (!match) throw new HouseError('NOT_FOUND');
    // FOR SHARE: the round cannot be played while this bet is being recorded on it.
    const round = await findRound(tx, match.roundId, 'share');
    if (!round || round.status !== 'scheduled' || +now < +round.openAt || +now >= +round.kickoffAt) {
      throw new HouseError('TABLE_CLOSED');
    }
    const created = await insertPendingBet(tx, {
      ...input, market, selection, roundId: round.id, oddsMilli: match.odds[selection], debitTxId: `sports-${randomUUID()}-debit`,
    });
    if (created) return { bet: created, replayed: false };
    // A concurrent call with the same reference won the insert.
    const winner = await replayOf(tx, input);
    if (!winner) throw new Error('bet reference taken but not found');
    return { bet: winner, replayed: true };
  });
  return { ...placed, debit: { txId: placed.bet.debitTxId, roundId: sportsRoundId(placed.bet.id), amountMinor: placed.bet.stakeMinor } };
}

async function replayOf(tx: Sql, input: SportsBetInput): Promise<SportsBet | null> {
  const earlier = await findBet(tx, { memberRef: input.memberRef, betRef: input.betRef });
  if (!earlier) return null;
  const same = earlier.matchId === input.matchId && earlier.market === input.market && earlier.selection === input.selection
    && earlier.stakeMinor === input.stakeMinor && earlier.currency === input.currency;
  if (!same) throw new HouseError('BAD_REQUEST', { reason: 'bet_ref_conflict' });
  return earlier;
}

/**
 * The wallet took the stake: pending → placed, unless the round was played or voided while the
 * debit was in flight; then the bet is void at once and the returned rollback must be sent.
 * Locks the round before the bet — the order settlement uses — so the two cannot deadlock.
 */
export async function confirmSportsBet(options: { db: Db; betId: bigint; now: Date }) {
  const { db, betId, now } = options;
  return db.tx(async (tx): Promise<{ bet: SportsBet; rollback: SportsWalletInstruction | null }> => {
    const unlocked = await findBet(tx, { id: betId });
    if (!unlocked) throw new HouseError('NOT_FOUND');
    const round = await findRound(tx, unlocked.roundId, 'share');
    const bet = await findBet(tx, { id: betId }, 'update');
    if (!round || !bet || bet.status !== 'pending') return { bet: bet ?? unlocked, rollback: null };
    if (round.status === 'scheduled') {
      await markPlaced(tx, betId, now);
      return { bet: { ...bet, status: 'placed' }, rollback: null };
    }
    const [voided] = await applySettlements(tx, [{ id: betId, status: 'void', payoutMinor: null }], now);
    if (!voided) throw new Error(`bet ${betId} changed under its row lock`);
    return { bet: voided, rollback: instructionFor(voided) };
  });
}

/** The wallet definitely refused the debit: the pending bet becomes void with nothing to undo. */
export async function rejectSportsBet(options: { db: Db; betId: bigint; now: Date }): Promise<void> {
  await markRejected(options.db, options.betId, options.now);
}
