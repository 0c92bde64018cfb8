/**
 * Creates the draws of the coming horizon with their commitments, so each commitment is public
 * before betting on its draw opens. Safe with several processes: a draw another process created
 * first keeps its seed.
 */
import { LOTTERY_GAMES, type LotteryGame } from './games/lottery-games';
import { commitmentOf, newSeed } from './draw/derive-result';
import { drawsOpeningBy } from './schedule/draw-schedule';
import { existingDraws, insertDraws } from './draw-store';
import type { Db } from './lottery-db';

/** Draws opening within the next 10 minutes are created ahead. */
export const DEFAULT_HORIZON_MS = 10 * 60 * 1000;

export async function ensureDraws(options: {
  db: Db;
  now: Date;
  games?: readonly LotteryGame[];
  horizonMs?: number;
}): Promise<number> {
  const { db, now } = options;
  const games = options.games ?? LOTTERY_GAMES;
  const until = +now + (options.horizonMs ?? DEFAULT_HORIZON_MS);
  // A draw whose betting already closed is not created late: nobody could have bet on it.
  const slots = games.flatMap((g) => drawsOpeningBy(g, now, until)).filter((s) => +s.lockAt > +now);
  const existing = await existingDraws(db, slots);
  const missing = slots.filter((s) => !existing.has(`${s.gameCode}:${s.numero}`));
  const draws = await Promise.all(
    missing.map(async (slot) => {
      const seed = newSeed();
      return { slot, seed, commitment: await commitmentOf(seed) };
    }),
  );
  return insertDraws(db, draws);
}
