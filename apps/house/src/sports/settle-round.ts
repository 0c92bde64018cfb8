/**
 * Settles every bet of a played round exactly once, in one transaction: the round row is
 * locked, each placed bet becomes won (payout at its own fixed odds) or lost, a bet still
 * pending (its debit never confirmed) becomes void, and the round becomes settled. A second
 * caller waits for the lock, then finds the round settled and does nothing.
 */
import { applySettlements, lockOpenBets, type Settlement } from './bet-store';
import { payoutOf, selectionWins } from './markets';
import { findRound, markSettled, matchesOf } from './round-store';
import { instructionFor, type SportsWalletInstruction } from './wallet-instruction';
import type { Db } from '../lottery/lottery-db';

export async function settleRound(options: { db: Db; roundId: bigint; now: Date }): Promise<SportsWalletInstruction[]> {
  const { db, roundId, now } = options;
  return db.tx(async (tx) => {
    const round = await findRound(tx, roundId, 'update');
    if (!round || round.status !== 'played') return [];
    const scores = new Map((await matchesOf(tx, [roundId])).map((m) => [m.id, m.score]));
    const settlements = (await lockOpenBets(tx, roundId)).map((bet): Settlement => {
      const score = scores.get(bet.matchId);
      if (bet.status === 'pending' || !score) return { id: bet.id, status: 'void', payoutMinor: null };
      return selectionWins(bet.market, bet.selection, score)
        ? { id: bet.id, status: 'won', payoutMinor: payoutOf(bet.stakeMinor, bet.oddsMilli) }
        : { id: bet.id, status: 'lost', payoutMinor: 0n };
    });
    const changed = await applySettlements(tx, settlements, now);
    await markSettled(tx, roundId, now);
    return changed.map(instructionFor);
  });
}
