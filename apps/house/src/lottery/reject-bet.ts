/**
 * The wallet refused the stake debit (e.g. insufficient funds): the pending bet becomes void
 * with nothing to undo. Only for a definite refusal — when the debit's outcome is unknown,
 * leave the bet pending and settlement will roll the debit back.
 */
import { findBet, markRejected, type BetRow } from './bet-store';
import { LotteryError } from './lottery-error';
import type { Db } from './lottery-db';

export async function rejectBet(options: { db: Db; betId: bigint; now: Date }): Promise<BetRow> {
  const { db, betId, now } = options;
  return db.tx(async (tx) => {
    await markRejected(tx, betId, now);
    const bet = await findBet(tx, { id: betId });
    if (!bet) throw new LotteryError('lottery.bet_not_found');
    return bet;
  });
}
