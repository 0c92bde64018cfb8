import { toDecimalString } from '@wl/money/minor-units';
import type { ListPvpRoomsValue } from '@wl/contract/games/list-pvp-rooms';
import type { Sql } from '../../db/db';
import { listPvpRoomRows } from './pvp-rooms-store';
import { gameName } from './game-record';

/** The rooms of PVP games, optionally one vendor's or one game's. */
export async function listPvpRooms(options: {
  db: Sql;
  merchantId: bigint;
  language: string;
  vendorCode?: string;
  nodeId?: string;
}): Promise<ListPvpRoomsValue> {
  const rows = await listPvpRoomRows(options.db, {
    merchantId: options.merchantId,
    ...(options.vendorCode ? { vendorCode: options.vendorCode } : {}),
    ...(options.nodeId ? { nodeId: options.nodeId } : {}),
  });
  return {
    list: rows.map((r) => ({
      roomId: String(r.id),
      roomName: gameName(r.names, options.language),
      nodeId: r.node_id,
      vassalage: r.vendor_code,
      gameName: gameName(r.game_names, options.language),
      baseBet: toDecimalString(BigInt(r.base_bet_minor)),
      minEntry: toDecimalString(BigInt(r.min_entry_minor)),
      maxPlayers: Number(r.max_players),
    })),
  };
}
