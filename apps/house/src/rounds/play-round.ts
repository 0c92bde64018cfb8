import { randomBytes } from 'node:crypto';
import type { Sql } from '../db/house-db';
import type { HouseDeps } from '../house-deps';
import { HouseError, type HouseErrorCode } from '../http/house-error';
import type { GameSession } from '../launch/session-store';
import { walletFor } from '../wallet/game-wallet';
import { deliverOutboxEntry, OUTBOX_LEASE_MS } from '../wallet/deliver-outbox';
import { enqueueOutbox } from '../wallet/outbox-store';
import { insertRound, moveRound, type RoundRow } from './round-store';

/**
 * The life of a wager, the same for every game:
 *   1. record the round (`pending`) with everything needed to replay it;
 *   2. debit the stake (txId `<round>.d`);
 *      refused → `refused`, the player is told why; nothing moved;
 *      unknown after the client's retries → `void`, and a rollback (`<round>.r`) goes to the
 *      outbox, which delivers it now and keeps retrying until the platform answers;
 *   3. settle: `settling` with the win and a credit (`<round>.c`, possibly 0, which closes the
 *      round at the platform) in the outbox, delivered now; `settled` once confirmed.
 */
export function newPublicId(): string {
  return randomBytes(10).toString('hex');
}

export async function openWager(
  deps: HouseDeps,
  w: { session: GameSession; stakeMinor: bigint; detail: unknown; publicId?: string;
    walletRoundId?: string; tableRoundId?: bigint;
    /** Runs in the transaction that records the wager, e.g. to check the table still takes bets. */
    guard?: (tx: Sql) => Promise<void> },
): Promise<{ round: RoundRow; balanceMinor: bigint }> {
  const publicId = w.publicId ?? newPublicId();
  const round = await deps.db.tx(async (tx) => {
    await w.guard?.(tx);
    return insertRound(tx, {
    publicId,
    gameCode: w.session.gameCode,
    playerId: w.session.playerId,
    sessionId: w.session.id,
    mode: w.session.mode,
    currency: w.session.currency,
    walletRoundId: w.walletRoundId ?? publicId,
    tableRoundId: w.tableRoundId ?? null,
    stakeMinor: w.stakeMinor,
    debitTxId: `${publicId}.d`,
    detail: w.detail,
    now: new Date(deps.now()),
    });
  });
  const result = await walletFor(deps.wallets, w.session).debit({
    session: w.session,
    txId: `${publicId}.d`,
    roundId: round.wallet_round_id,
    gameCode: round.game_code,
    amountMinor: round.stake_minor,
  });
  if (result.kind === 'ok') return { round, balanceMinor: result.value };
  if (result.kind === 'refused') {
    await moveRound(deps.db, round.id, 'refused', ['pending'], { refusalCode: result.code });
    const code = pageCode(result.code);
    throw new HouseError(code, code === 'BET_REFUSED' ? { walletCode: result.code } : result.value);
  }
  const entryId = await deps.db.tx(async (tx) => {
    await moveRound(tx, round.id, 'void', ['pending'], { refusalCode: 'WALLET_UNAVAILABLE' });
    return enqueueOutbox(tx, {
      kind: 'rollback', txId: `${publicId}.r`, roundId: round.id, amountMinor: 0n,
      claimUntil: new Date(deps.now() + OUTBOX_LEASE_MS),
    });
  });
  await deliverOutboxEntry(deps, entryId);
  throw new HouseError('WALLET_UNAVAILABLE');
}

/**
 * Queues and sends the credit of a debited wager. Answers the balance after it, or null when
 * the platform could not be reached (the outbox will keep trying).
 */
export async function settleWager(
  deps: HouseDeps,
  round: RoundRow,
  winMinor: bigint,
  from: 'open' | 'pending' = 'open',
): Promise<bigint | null> {
  const entryId = await deps.db.tx(async (tx) => {
    if (!(await moveRound(tx, round.id, 'settling', [from], { winMinor }))) return null;
    return enqueueOutbox(tx, {
      kind: 'credit', txId: `${round.public_id}.c`, roundId: round.id, amountMinor: winMinor,
      claimUntil: new Date(deps.now() + OUTBOX_LEASE_MS),
    });
  });
  if (entryId === null) return null;
  const result = await deliverOutboxEntry(deps, entryId);
  return result.kind === 'ok' ? result.value : null;
}

/** An instant game: the outcome is known before the stake is taken. */
export async function playInstantRound(
  deps: HouseDeps,
  p: { session: GameSession; stakeMinor: bigint; winMinor: bigint; detail: unknown },
): Promise<{ round: RoundRow; balanceMinor: bigint; creditPending: boolean }> {
  const { round, balanceMinor } = await openWager(deps, p);
  const after = await settleWager(deps, round, p.winMinor, 'pending');
  return {
    round: { ...round, status: after === null ? 'settling' : 'settled', win_minor: p.winMinor },
    balanceMinor: after ?? balanceMinor + p.winMinor,
    creditPending: after === null,
  };
}

const PASSED_THROUGH: readonly HouseErrorCode[] = [
  'INSUFFICIENT_FUNDS', 'TOKEN_EXPIRED', 'INVALID_TOKEN', 'ACCOUNT_LOCKED', 'CURRENCY_MISMATCH',
];

function pageCode(code: string): HouseErrorCode {
  return (PASSED_THROUGH as readonly string[]).includes(code) ? (code as HouseErrorCode) : 'BET_REFUSED';
}
