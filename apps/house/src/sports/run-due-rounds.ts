/**
 * The book's scheduler tick; call it every few seconds from every house process.
 *
 * 1. Creates the open and the next round with commitments and prices (ensureRounds).
 * 2. Plays each round whose kickoff has come exactly once: one transaction per round locks the
 *    earliest due row with FOR UPDATE SKIP LOCKED (another process skips it), checks the secret
 *    seed against the commitment, derives the scores and moves the row to `played` under a
 *    status guard; once played, no process selects it again.
 * 3. Settles played rounds (settleRound).
 *
 * A round found due later than `missedGraceMs` (no process ran at kickoff) is void and its bets
 * refunded; its seed is still revealed, so anyone sees the void was not chosen for the result.
 */
import { applySettlements, lockOpenBets } from './bet-store';
import { commitmentOf, deriveScore } from './derive-scores';
import { ensureRounds } from './ensure-rounds';
import { lockNextDueRound, matchesOf, readSecretSeed, roundsToSettle, savePlayed, saveVoided, type RoundRow } from './round-store';
import { settleRound } from './settle-round';
import type { SportsConfig } from './sports-config';
import { instructionFor, type SportsWalletInstruction } from './wallet-instruction';
import type { Db, Sql } from '../lottery/lottery-db';

export type SportsVoidReason = 'missed' | 'seed_missing' | 'seed_mismatch';

export async function runDueRounds(options: { db: Db; now: Date; config: SportsConfig; maxRounds?: number }) {
  const { db, now, config } = options;
  const maxRounds = options.maxRounds ?? 100;
  const created = await ensureRounds({ db, now, config });
  let played = 0;
  let voided = 0;
  const instructions: SportsWalletInstruction[] = [];
  for (let i = 0; i < maxRounds; i++) {
    const step = await db.tx((tx) => playNextDue(tx, now, config));
    if (!step) break;
    if (step.status === 'played') played++;
    else voided++;
    instructions.push(...step.instructions);
  }
  for (const roundId of await roundsToSettle(db, maxRounds)) {
    instructions.push(...(await settleRound({ db, roundId, now })));
  }
  return { created, played, voided, instructions };
}

async function playNextDue(tx: Sql, now: Date, config: SportsConfig) {
  const round = await lockNextDueRound(tx, now);
  if (!round) return null;
  const seed = await readSecretSeed(tx, round.id);
  const reason = await voidReasonOf(round, seed, now, config);
  if (reason !== null || seed === null) return voidRound(tx, round, seed, reason ?? 'seed_missing', now);
  const matches = await matchesOf(tx, [round.id]);
  const scores = await Promise.all(
    matches.map(async (m) => ({ matchId: m.id, score: await deriveScore(seed, round.code, m) })),
  );
  if (!(await savePlayed(tx, { id: round.id, seed, scores, now }))) {
    throw new Error(`round ${round.id} changed under its row lock`);
  }
  return { status: 'played' as const, instructions: [] };
}

async function voidReasonOf(round: RoundRow, seed: string | null, now: Date, config: SportsConfig) {
  if (seed === null) return 'seed_missing';
  if ((await commitmentOf(seed)) !== round.commitment) return 'seed_mismatch';
  return +now - +round.kickoffAt > config.missedGraceMs ? 'missed' : null;
}

/** Voids the round and refunds its bets in the same transaction. */
async function voidRound(tx: Sql, round: RoundRow, seed: string | null, reason: SportsVoidReason, now: Date) {
  if (!(await saveVoided(tx, { id: round.id, seed, reason, now }))) {
    throw new Error(`round ${round.id} changed under its row lock`);
  }
  const bets = await lockOpenBets(tx, round.id);
  const changed = await applySettlements(tx, bets.map((b) => ({ id: b.id, status: 'void' as const, payoutMinor: null })), now);
  return { status: 'void' as const, instructions: changed.map(instructionFor) };
}
