/**
 * The lottery scheduler's tick; call it every few seconds from every house process.
 *
 * 1. Creates upcoming draws with their commitments (ensureDraws).
 * 2. Marks draws open / locked by the clock.
 * 3. Draws each due draw exactly once: one transaction per draw locks the earliest due row
 *    with FOR UPDATE SKIP LOCKED (a second process skips it and takes another), checks the
 *    secret seed against the commitment, derives the result and moves the row to `drawn`
 *    under a status guard; once `drawn`, no process selects it again.
 * 4. Settles drawn draws (settleDraw) and returns the wallet calls to make.
 *
 * Missed draws (no process was running at the draw time): a draw late by at most its game's
 * `missedGraceSec` (5 minutes for fast games, 1 hour for Vietnamese ones) is drawn now with its
 * committed seed — the result was fixed when the commitment was published, so drawing late
 * changes nothing. A draw late by more is voided: every bet on it is refunded (rollback of the
 * stake), players are not kept waiting for a draw they expected long ago, and the seed is
 * still revealed so anyone can see the void was not chosen because of the result. Either way
 * the status guard means a draw is drawn or voided once, never both, never twice.
 */
import { findGame, LOTTERY_GAMES, type LotteryGame } from './games/lottery-games';
import { commitmentOf, deriveResult } from './draw/derive-result';
import { ensureDraws } from './ensure-draws';
import { settleDraw } from './settle-draw';
import { applySettlements, lockOpenBets } from './bet-store';
import {
  drawsToSettle,
  lockNextDueDraw,
  markOpenAndLocked,
  readSecretSeed,
  saveDrawn,
  saveVoided,
  type DrawRow,
} from './draw-store';
import { instructionFor, type WalletInstruction } from './wallet-instruction';
import type { Db, Sql } from './lottery-db';

export type VoidReason = 'missed' | 'game_withdrawn' | 'seed_missing' | 'seed_mismatch';

export interface DrawOutcome {
  drawId: bigint;
  gameCode: string;
  numero: string;
  status: 'drawn' | 'void';
  voidReason: VoidReason | null;
}

export async function runDueDraws(options: {
  db: Db;
  now: Date;
  games?: readonly LotteryGame[];
  horizonMs?: number;
  /** Upper bound of draws handled in one tick (a backlog continues on the next tick). */
  maxDraws?: number;
  /** False leaves settlement to a separate settleDraw caller (default true). */
  settle?: boolean;
}) {
  const { db, now } = options;
  const maxDraws = options.maxDraws ?? 500;
  const created = await ensureDraws({
    db,
    now,
    games: options.games ?? LOTTERY_GAMES,
    ...(options.horizonMs === undefined ? {} : { horizonMs: options.horizonMs }),
  });
  await markOpenAndLocked(db, now);
  const outcomes: DrawOutcome[] = [];
  const instructions: WalletInstruction[] = [];
  for (let i = 0; i < maxDraws; i++) {
    const step = await db.tx((tx) => drawNextDue(tx, now));
    if (!step) break;
    outcomes.push(step.outcome);
    instructions.push(...step.instructions);
  }
  const toSettle = options.settle === false ? [] : await drawsToSettle(db, maxDraws);
  for (const drawId of toSettle) {
    instructions.push(...(await settleDraw({ db, drawId, now })).instructions);
  }
  return {
    created,
    drawn: outcomes.filter((o) => o.status === 'drawn'),
    voided: outcomes.filter((o) => o.status === 'void'),
    instructions,
  };
}

async function drawNextDue(tx: Sql, now: Date) {
  const draw = await lockNextDueDraw(tx, now);
  if (!draw) return null;
  const seed = await readSecretSeed(tx, draw.id);
  const game = findGame(draw.gameCode);
  const reason = await voidReasonOf(draw, game, seed, now);
  if (reason !== null || !game || !seed) {
    return voidDraw(tx, draw, seed, reason ?? 'seed_missing', now);
  }
  const result = await deriveResult(seed, game, draw.numero);
  if (!(await saveDrawn(tx, { id: draw.id, seed, result, now }))) {
    throw new Error(`draw ${draw.id} changed under its row lock`);
  }
  return { outcome: outcomeOf(draw, 'drawn', null), instructions: [] };
}

async function voidReasonOf(
  draw: DrawRow,
  game: LotteryGame | undefined,
  seed: string | null,
  now: Date,
): Promise<VoidReason | null> {
  if (!game) return 'game_withdrawn';
  if (seed === null) return 'seed_missing';
  if ((await commitmentOf(seed)) !== draw.commitment) return 'seed_mismatch';
  const lateMs = +now - +draw.drawAt;
  return lateMs > game.schedule.missedGraceSec * 1000 ? 'missed' : null;
}

/** Voids the draw and refunds its bets in the same transaction. */
async function voidDraw(
  tx: Sql,
  draw: DrawRow,
  seed: string | null,
  reason: VoidReason,
  now: Date,
) {
  if (!(await saveVoided(tx, { id: draw.id, seed, reason, now }))) {
    throw new Error(`draw ${draw.id} changed under its row lock`);
  }
  const bets = await lockOpenBets(tx, draw.id);
  const voided = await applySettlements(
    tx,
    bets.map((b) => ({ id: b.id, status: 'void' as const, payoutMinor: null })),
    now,
  );
  return { outcome: outcomeOf(draw, 'void', reason), instructions: voided.map(instructionFor) };
}

function outcomeOf(draw: DrawRow, status: 'drawn' | 'void', voidReason: VoidReason | null) {
  return { drawId: draw.id, gameCode: draw.gameCode, numero: draw.numero, status, voidReason };
}
