import { toDecimalString } from '@wl/money/minor-units';
import type { GameType } from '@wl/contract/games/common';
import type { GetRankListValue } from '@wl/contract/games/get-rank-list';
import type { Sql } from '../../db/db';
import { listBiggestWins } from './rank-list-store';
import { gameName } from './game-record';

/** "alice99" → "al***9": enough to recognise oneself, not enough to find anyone. */
export function maskUsername(username: string): string {
  if (username.length <= 2) return `${username.slice(0, 1)}***`;
  if (username.length <= 4) return `${username.slice(0, 1)}***${username.slice(-1)}`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/** The winners board: the biggest real wins (payout above stake) of the last `days` days. */
export async function getRankList(options: {
  db: Sql;
  merchantId: bigint;
  language: string;
  limit: number;
  days: number;
  gameType?: GameType;
  nowMs: number;
}): Promise<GetRankListValue> {
  const rows = await listBiggestWins(options.db, {
    merchantId: options.merchantId,
    sinceMs: options.nowMs - options.days * 86_400_000,
    limit: options.limit,
    ...(options.gameType ? { gameType: options.gameType } : {}),
  });
  return {
    list: rows.map((r) => ({
      customerName: maskUsername(r.username),
      winAmount: toDecimalString(BigInt(r.payout_minor)),
      currency: r.currency,
      vassalage: r.vendor_code,
      gameType: r.game_type,
      gameName: r.names ? gameName(r.names, options.language) : null,
      nodeId: r.node_id,
      winTime: new Date(r.settled_at).getTime(),
    })),
  };
}
