import type { Sql } from '../../db/db';
import { upsertRecentGame } from './recent-games-store';

/**
 * Notes that a member launched a game (called by the launch use case after a successful
 * launch): the recent list shows it first, and popular games count its plays.
 */
export async function recordRecentGame(options: {
  db: Sql;
  memberId: bigint;
  gameId: bigint;
  nowMs: number;
}): Promise<void> {
  await upsertRecentGame(options.db, options.memberId, options.gameId, options.nowMs);
}
