import type { Sql } from '../../db/db';
import type { GameType } from '@wl/contract/games/common';

export interface WinRow {
  username: string;
  payout_minor: bigint;
  currency: string;
  vendor_code: string;
  settled_at: Date | string;
  node_id: string | null;
  game_type: GameType | null;
  names: Record<string, string> | null;
}

/**
 * The biggest settled payouts of real members (trial accounts play with play money and are
 * left out) since `sinceMs`, from the bet rounds the seamless wallet records, each with its
 * catalogue game when the vendor's game code is listed.
 */
export async function listBiggestWins(
  db: Sql,
  options: { merchantId: bigint; sinceMs: number; limit: number; gameType?: GameType },
): Promise<WinRow[]> {
  const params: unknown[] = [
    options.merchantId,
    new Date(options.sinceMs).toISOString(),
    options.limit,
  ];
  const typeCondition = options.gameType
    ? `AND g.game_type = $${params.push(options.gameType)}`
    : '';
  const r = await db.query<WinRow>(
    `SELECT m.username, b.payout_minor, b.currency, b.vendor_code, b.settled_at,
            g.node_id, g.game_type, g.names
       FROM bet_rounds b
       JOIN members m ON m.id = b.member_id AND m.type <> 4
       LEFT JOIN LATERAL (
         SELECT node_id, game_type, names FROM games
          WHERE merchant_id = b.merchant_id AND vendor_code = b.vendor_code
            AND game_code = b.game_code
          ORDER BY id LIMIT 1) g ON true
      WHERE b.merchant_id = $1 AND b.status = 'settled' AND b.payout_minor > b.stake_minor
        AND b.settled_at >= $2::timestamptz ${typeCondition}
      ORDER BY b.payout_minor DESC, b.settled_at DESC, b.id
      LIMIT $3`,
    params,
  );
  return r.rows;
}
