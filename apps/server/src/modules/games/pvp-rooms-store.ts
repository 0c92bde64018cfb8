import type { Sql } from '../../db/db';

export interface PvpRoomRow {
  id: bigint;
  room_code: string;
  names: Record<string, string>;
  base_bet_minor: bigint;
  min_entry_minor: bigint;
  max_players: number;
  node_id: string;
  vendor_code: string;
  game_names: Record<string, string>;
}

/** Enabled rooms of listed PVP games, by vendor and game order. */
export async function listPvpRoomRows(
  db: Sql,
  options: { merchantId: bigint; vendorCode?: string; nodeId?: string },
): Promise<PvpRoomRow[]> {
  const params: unknown[] = [options.merchantId];
  let conditions = '';
  if (options.vendorCode) conditions += ` AND g.vendor_code = $${params.push(options.vendorCode)}`;
  if (options.nodeId) conditions += ` AND g.node_id = $${params.push(options.nodeId)}`;
  const r = await db.query<PvpRoomRow>(
    `SELECT r.id, r.room_code, r.names, r.base_bet_minor, r.min_entry_minor, r.max_players,
            g.node_id, g.vendor_code, g.names AS game_names
       FROM pvp_rooms r
       JOIN games g ON g.id = r.game_id
       JOIN game_vendors v ON v.id = g.vendor_id
      WHERE g.merchant_id = $1 AND g.game_type = 'PVP' AND r.enabled AND g.enabled AND v.enabled
            ${conditions}
      ORDER BY v.sort, g.sort, g.id, r.sort, r.id`,
    params,
  );
  return r.rows;
}
