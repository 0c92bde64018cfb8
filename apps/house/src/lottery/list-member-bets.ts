/** A player's betting record, newest first (optionally one game). */
import { memberBets, type BetWithDraw } from './bet-store';
import type { Db } from './lottery-db';

export async function listMemberBets(options: {
  db: Db;
  memberRef: string;
  gameCode?: string;
  limit?: number;
}): Promise<BetWithDraw[]> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  return memberBets(options.db, options.memberRef, {
    limit,
    gameCode: options.gameCode ?? null,
  });
}
