/**
 * Settles every bet of a drawn draw exactly once, in one transaction: the draw row is locked,
 * each placed bet becomes won or lost with its payout, a bet still pending (its stake debit
 * never confirmed) becomes void, and the draw becomes settled. A second caller waits for the
 * lock, then finds the draw settled and does nothing. Returns the wallet calls to make.
 */
import { settleBet, resultFacts } from './bets/settle-bet';
import { applySettlements, lockOpenBets, type Settlement } from './bet-store';
import { findDraw, markSettled } from './draw-store';
import { instructionFor, type WalletInstruction } from './wallet-instruction';
import type { Db } from './lottery-db';

export async function settleDraw(options: {
  db: Db;
  drawId: bigint;
  now: Date;
}): Promise<{ settled: boolean; instructions: WalletInstruction[] }> {
  const { db, drawId, now } = options;
  return db.tx(async (tx) => {
    const draw = await findDraw(tx, { id: drawId }, 'update');
    if (!draw || draw.status !== 'drawn' || !draw.result) {
      return { settled: false, instructions: [] };
    }
    const facts = resultFacts(draw.result);
    const settlements = (await lockOpenBets(tx, drawId)).map((bet): Settlement => {
      if (bet.status === 'pending') return { id: bet.id, status: 'void', payoutMinor: null };
      const payoutMinor = settleBet(bet, facts);
      return { id: bet.id, status: payoutMinor > 0n ? 'won' : 'lost', payoutMinor };
    });
    const changed = await applySettlements(tx, settlements, now);
    await markSettled(tx, drawId, now);
    return { settled: true, instructions: changed.map(instructionFor) };
  });
}
