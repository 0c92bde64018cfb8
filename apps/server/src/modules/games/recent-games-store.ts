import type { Sql } from '../../db/db';
import { GAME_COLUMNS, toGameRecord, type GameRecord, type GameRow } from './game-record';

/** Members' recent games: one row per member and game, the last launch time and a count. */
export async function upsertRecentGame(db: Sql, memberId: bigint, gameId: bigint, nowMs: number) {
  await db.query(
    `INSERT INTO recent_games (member_id, game_id, last_played_at)
     VALUES ($1, $2, $3::timestamptz)
     ON CONFLICT (member_id, game_id) DO UPDATE
       SET last_played_at = greatest(recent_games.last_played_at, excluded.last_played_at),
           plays = recent_games.plays + 1`,
    [memberId, gameId, new Date(nowMs).toISOString()],
  );
}

export interface RecentFilter {
  memberId: bigint;
  vendorCode?: string;
}

function whereOf(filter: RecentFilter) {
  const params: unknown[] = [filter.memberId];
  let sql = 'r.member_id = $1 AND g.enabled AND v.enabled';
  if (filter.vendorCode) sql += ` AND g.vendor_code = $${params.push(filter.vendorCode)}`;
  return { sql, params };
}

const FROM =
  'recent_games r JOIN games g ON g.id = r.game_id JOIN game_vendors v ON v.id = g.vendor_id';

export async function countRecentGames(db: Sql, filter: RecentFilter): Promise<number> {
  const where = whereOf(filter);
  const r = await db.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM ${FROM} WHERE ${where.sql}`,
    where.params,
  );
  return Number(r.rows[0]?.n ?? 0n);
}

export async function listRecentGameRows(
  db: Sql,
  filter: RecentFilter,
  page: { limit: number; offset: number },
): Promise<(GameRecord & { lastPlayedMs: number })[]> {
  const where = whereOf(filter);
  const n = where.params.length;
  const r = await db.query<GameRow & { last_played_at: Date | string }>(
    `SELECT ${GAME_COLUMNS}, r.last_played_at FROM ${FROM} WHERE ${where.sql}
      ORDER BY r.last_played_at DESC, g.id LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, page.limit, page.offset],
  );
  return r.rows.map((row) => ({
    ...toGameRecord(row),
    lastPlayedMs: new Date(row.last_played_at).getTime(),
  }));
}
