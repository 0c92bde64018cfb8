/** Records that the platform acknowledged a bet's settlement call; false if already recorded. */
import { markWalletDone } from './bet-store';
import type { Db } from './lottery-db';

export async function markWalletInstructionDone(options: {
  db: Db;
  betId: bigint;
  now: Date;
}): Promise<boolean> {
  return markWalletDone(options.db, options.betId, options.now);
}
