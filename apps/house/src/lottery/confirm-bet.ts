/**
 * After the wallet took the stake: pending → placed, unless the draw is no longer waiting (it
 * was drawn or voided while the debit was in flight); then the bet is void at once and the
 * returned rollback must be sent. Idempotent: a settled or placed bet is returned unchanged.
 * Locks the draw before the bet — the order settlement uses — so the two cannot deadlock.
 */
import { applySettlements, findBet, markPlaced, type BetRow } from './bet-store';
import { findDraw } from './draw-store';
import { LotteryError } from './lottery-error';
import { instructionFor, type WalletInstruction } from './wallet-instruction';
import type { Db } from './lottery-db';

export async function confirmBet(options: {
  db: Db;
  betId: bigint;
  now: Date;
}): Promise<{ bet: BetRow; rollback: WalletInstruction | null }> {
  const { db, betId, now } = options;
  return db.tx(async (tx) => {
    const unlocked = await findBet(tx, { id: betId });
    if (!unlocked) throw new LotteryError('lottery.bet_not_found');
    const draw = await findDraw(tx, { id: unlocked.drawId }, 'share');
    const bet = await findBet(tx, { id: betId }, 'update');
    if (!draw || !bet || bet.status !== 'pending') return { bet: bet ?? unlocked, rollback: null };
    if (draw.status === 'scheduled' || draw.status === 'open' || draw.status === 'locked') {
      await markPlaced(tx, betId, now);
      return { bet: { ...bet, status: 'placed', placedAt: now }, rollback: null };
    }
    const [voided] = await applySettlements(
      tx,
      [{ id: betId, status: 'void', payoutMinor: null }],
      now,
    );
    if (!voided) throw new Error(`bet ${betId} changed under its row lock`);
    return { bet: voided, rollback: instructionFor(voided) };
  });
}
