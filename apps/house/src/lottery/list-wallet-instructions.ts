/**
 * The wallet outbox: settled bets whose credit or rollback the platform has not acknowledged.
 * The house app sends these after every tick and on start-up (a crash between settlement and
 * the wallet call loses nothing), then marks each done with markWalletInstructionDone.
 */
import { walletOutbox } from './bet-store';
import { instructionFor, type WalletInstruction } from './wallet-instruction';
import type { Db } from './lottery-db';

export async function listWalletInstructions(options: {
  db: Db;
  limit?: number;
}): Promise<WalletInstruction[]> {
  return (await walletOutbox(options.db, options.limit ?? 500)).map(instructionFor);
}
