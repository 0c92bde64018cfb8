import type { HouseDeps } from '../house-deps';
import { findSessionById } from '../launch/session-store';
import { findRoundById, freeSpinOf, moveRound } from '../rounds/round-store';
import { walletFor } from './game-wallet';
import type { WalletResult } from './platform-wallet-client';
import {
  claimDueOutbox,
  finishOutbox,
  findOutboxEntry,
  retryOutboxLater,
} from './outbox-store';

const LEASE_MS = 60_000;
const MAX_RETRY_DELAY_MS = 10 * 60_000;

/**
 * Delivers one credit or rollback to the wallet (same txId every time) and records what came
 * of it. No transaction is held open across the HTTP call: with the embedded database the
 * platform answering us needs that same database.
 */
export async function deliverOutboxEntry(deps: HouseDeps, entryId: bigint): Promise<WalletResult<bigint>> {
  const { db } = deps;
  const entry = await findOutboxEntry(db, entryId);
  if (!entry) throw new Error(`outbox entry ${entryId} does not exist`);
  if (entry.done_at) return { kind: 'unknown', reason: 'already delivered' };
  const round = await findRoundById(db, entry.round_id);
  const session = round ? await findSessionById(db, round.session_id) : null;
  if (!round || !session) throw new Error(`outbox entry ${entryId} has no round or session`);

  const wallet = walletFor(deps.wallets, session);
  const move = {
    session,
    txId: entry.tx_id,
    roundId: round.wallet_round_id,
    gameCode: round.game_code,
    amountMinor: entry.kind === 'credit' ? entry.amount_minor : round.stake_minor,
  };
  // A free spin has no debit: its credit names the grant and the spin instead (only credits).
  const freeSpin = freeSpinOf(round);
  const result =
    entry.kind === 'credit'
      ? await wallet.credit(freeSpin ? { ...move, freeSpin } : { ...move, betTxId: round.debit_tx_id ?? '' })
      : await wallet.rollback({ ...move, betTxId: round.debit_tx_id ?? '' });
  const now = new Date(deps.now());
  if (result.kind === 'unknown') {
    const delay = Math.min(5_000 * 2 ** entry.attempts, MAX_RETRY_DELAY_MS);
    await retryOutboxLater(db, entryId, result.reason, new Date(deps.now() + delay));
    deps.log.warn({ txId: entry.tx_id, reason: result.reason }, 'wallet call outcome unknown; will retry');
    return result;
  }
  await db.tx(async (tx) => {
    const refused = result.kind === 'refused';
    if (!(await finishOutbox(tx, entryId, refused ? 'refused' : 'done', now, refused ? result.code : null))) return;
    if (refused) {
      deps.log.error({ txId: entry.tx_id, code: result.code }, 'wallet refused a credit or rollback');
      await moveRound(tx, round.id, round.status, [round.status], { refusalCode: result.code });
    } else if (entry.kind === 'credit') {
      await moveRound(tx, round.id, 'settled', ['settling'], { settledAt: now });
    } else {
      await moveRound(tx, round.id, 'void', ['pending', 'void'], { settledAt: now });
    }
  });
  return result;
}

/** Retries what is due; run on a timer. Returns how many entries it attempted. */
export async function sweepOutbox(deps: HouseDeps, limit = 50): Promise<number> {
  const now = deps.now();
  const ids = await claimDueOutbox(deps.db, new Date(now), new Date(now + LEASE_MS), limit);
  for (const id of ids) await deliverOutboxEntry(deps, id);
  return ids.length;
}

export const OUTBOX_LEASE_MS = LEASE_MS;
