import type { Sql } from '../../db/db';
import type { GameType } from '@wl/contract/games/common';
import { GAME_COLUMNS, toGameRecord, type GameRecord, type GameRow } from './game-record';

/** Members' favourite games. Listing shows only games still enabled. */
export async function insertFavourite(db: Sql, memberId: bigint, gameId: bigint) {
  await db.query(
    `INSERT INTO game_favourites (member_id, game_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [memberId, gameId],
  );
}

export async function deleteFavourite(db: Sql, memberId: bigint, gameId: bigint) {
  await db.query(`DELETE FROM game_favourites WHERE member_id = $1 AND game_id = $2`, [
    memberId,
    gameId,
  ]);
}

export async function listFavouriteNodeIds(db: Sql, memberId: bigint): Promise<string[]> {
  const r = await db.query<{ node_id: string }>(
    `SELECT g.node_id FROM game_favourites f JOIN games g ON g.id = f.game_id
      WHERE f.member_id = $1 ORDER BY f.created_at DESC, g.id`,
    [memberId],
  );
  return r.rows.map((row) => row.node_id);
}

const FROM =
  'game_favourites f JOIN games g ON g.id = f.game_id JOIN game_vendors v ON v.id = g.vendor_id';

function whereOf(memberId: bigint, gameType: GameType | undefined) {
  const params: unknown[] = [memberId];
  let sql = 'f.member_id = $1 AND g.enabled AND v.enabled';
  if (gameType) sql += ` AND g.game_type = $${params.push(gameType)}`;
  return { sql, params };
}

export async function countFavourites(db: Sql, memberId: bigint, gameType?: GameType) {
  const where = whereOf(memberId, gameType);
  const r = await db.query<{ n: bigint }>(
    `SELECT count(*) AS n FROM ${FROM} WHERE ${where.sql}`,
    where.params,
  );
  return Number(r.rows[0]?.n ?? 0n);
}

export async function listFavouriteRows(
  db: Sql,
  options: { memberId: bigint; gameType?: GameType; limit: number; offset: number },
): Promise<GameRecord[]> {
  const where = whereOf(options.memberId, options.gameType);
  const n = where.params.length;
  const r = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${FROM} WHERE ${where.sql}
      ORDER BY f.created_at DESC, g.id LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, options.limit, options.offset],
  );
  return r.rows.map(toGameRecord);
}
