import type { GameMenuItem } from '@wl/contract/lottery-lobby/game-menu';
import type { Sql } from '../../db/db';
import type { HouseBoard } from './house-board';
import { listRecentLotteryCodes } from './lottery-recent-store';
import { menuItemOf, type NameLanguage } from './lottery-menus';

/** The member's recently launched lotteries with their current draws, most recent first. */
export async function listRecentLotteries(options: {
  db: Sql;
  board: HouseBoard;
  memberId: bigint;
  count: number;
  language: NameLanguage;
  nowMs: number;
}): Promise<GameMenuItem[]> {
  const codes = await listRecentLotteryCodes(options.db, options.memberId, options.count);
  if (codes.length === 0) return [];
  const entries = new Map((await options.board.entries(options.nowMs)).map((e) => [e.gameCode, e]));
  return codes.flatMap((code) => {
    const entry = entries.get(code);
    return entry ? [menuItemOf(entry, options.language, options.nowMs)] : [];
  });
}
