import type { Sql } from '../../db/house-db';
import { DEFAULT_RTP_BP } from '../fair/fair-math';

/** The RTP a new round of `gameCode` is played with: the operator's setting, else 99 %. */
export async function gameRtpBp(db: Sql, gameCode: string): Promise<number> {
  const r = await db.query<{ rtp_bp: number }>(
    'SELECT rtp_bp FROM house.game_rtp WHERE game_code = $1',
    [gameCode],
  );
  return r.rows[0]?.rtp_bp ?? DEFAULT_RTP_BP;
}

/** Stores a game's RTP (the caller has checked the range; the table's CHECK backs it up). */
export async function saveGameRtpBp(db: Sql, gameCode: string, rtpBp: number): Promise<void> {
  await db.query(
    `INSERT INTO house.game_rtp (game_code, rtp_bp) VALUES ($1, $2)
     ON CONFLICT (game_code) DO UPDATE SET rtp_bp = EXCLUDED.rtp_bp, updated_at = now()`,
    [gameCode, rtpBp],
  );
}
