/**
 * The wallet outbox for a sender that may run in several processes at once: each returned call
 * is leased to this caller for `leaseMs`, so the others skip it; the caller sends it and then
 * marks it done (markWalletInstructionDone). A call whose sender died is claimed again when its
 * lease runs out and resent with the same txId, which the platform answers idempotently.
 */
import { claimWalletOutbox } from './bet-store';
import { instructionFor, type WalletInstruction } from './wallet-instruction';
import type { Db } from './lottery-db';

export async function claimWalletInstructions(options: {
  db: Db;
  now: Date;
  leaseMs?: number;
  limit?: number;
}): Promise<WalletInstruction[]> {
  const leaseUntil = new Date(+options.now + (options.leaseMs ?? 60_000));
  const rows = await options.db.tx((tx) =>
    claimWalletOutbox(tx, { limit: options.limit ?? 200, now: options.now, leaseUntil }),
  );
  return rows.map(instructionFor);
}
