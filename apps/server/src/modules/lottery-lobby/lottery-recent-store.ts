import type { Sql } from '../../db/db';

/** Notes a member's lottery launch: last time and a play count per game. */
export async function upsertRecentLottery(
  db: Sql,
  row: { memberId: bigint; merchantId: bigint; gameCode: string; nowMs: number },
) {
  await db.query(
    `INSERT INTO lottery_recent (member_id, merchant_id, game_code, last_played_at)
     VALUES ($1, $2, $3, $4::timestamptz)
     ON CONFLICT (member_id, game_code) DO UPDATE
       SET last_played_at = greatest(lottery_recent.last_played_at, excluded.last_played_at),
           plays = lottery_recent.plays + 1`,
    [row.memberId, row.merchantId, row.gameCode, new Date(row.nowMs).toISOString()],
  );
}

/** The member's game codes, most recent first. */
export async function listRecentLotteryCodes(
  db: Sql,
  memberId: bigint,
  limit: number,
): Promise<string[]> {
  const r = await db.query<{ game_code: string }>(
    `SELECT game_code FROM lottery_recent WHERE member_id = $1
      ORDER BY last_played_at DESC, game_code LIMIT $2`,
    [memberId, limit],
  );
  return r.rows.map((row) => row.game_code);
}

/** Launch counts per game on a site (popular lotteries). */
export async function lotteryPlayCounts(db: Sql, merchantId: bigint): Promise<Map<string, number>> {
  const r = await db.query<{ game_code: string; n: bigint | number }>(
    `SELECT game_code, sum(plays) AS n FROM lottery_recent WHERE merchant_id = $1 GROUP BY game_code`,
    [merchantId],
  );
  return new Map(r.rows.map((row) => [row.game_code, Number(row.n)]));
}
