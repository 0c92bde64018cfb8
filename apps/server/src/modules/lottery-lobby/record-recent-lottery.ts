import type { Sql } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { HouseBoard } from './house-board';
import { upsertRecentLottery } from './lottery-recent-store';

/**
 * Notes that a member opened a lottery's betting page (the lobby calls it after a successful
 * launch), so it heads their recent list and counts toward popular. Unknown games are refused.
 */
export async function recordRecentLottery(options: {
  db: Sql;
  board: HouseBoard;
  memberId: bigint;
  merchantId: bigint;
  gameCode: string;
  nowMs: number;
}): Promise<void> {
  const entries = await options.board.entries(options.nowMs);
  if (!entries.some((e) => e.gameCode === options.gameCode)) throw new AppError('GAME_NOT_FOUND');
  await upsertRecentLottery(options.db, {
    memberId: options.memberId,
    merchantId: options.merchantId,
    gameCode: options.gameCode,
    nowMs: options.nowMs,
  });
}
