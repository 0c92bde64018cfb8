import type { Sql } from '../../db/db';
import { gameName } from '../games/game-record';
import { HOUSE_VENDOR_CODE } from '../vendor-wallet/house-defaults';

/** A slot of the house vendor in a merchant's catalogue: what a free-spins good may name. */
export interface HouseSlot {
  gameCode: string;
  /** The lobby's game type (RNG): what points earning and rebates read from a round. */
  gameType: string;
  lines: number;
  minBetMinor: bigint;
  names: Record<string, string>;
}

/** The merchant's house slots (classify SM), by game code. */
export async function selectHouseSlots(sql: Sql, merchantId: bigint): Promise<HouseSlot[]> {
  const r = await sql.query<{
    game_code: string;
    game_type: string;
    lines: number;
    min_bet_minor: bigint;
    names: Record<string, string>;
  }>(
    `SELECT DISTINCT ON (game_code) game_code, game_type, lines, min_bet_minor, names FROM games
      WHERE merchant_id = $1 AND vendor_code = $2 AND classify = 'SM' AND lines > 0
      ORDER BY game_code, id`,
    [merchantId, HOUSE_VENDOR_CODE],
  );
  return r.rows.map((x) => ({
    gameCode: x.game_code,
    gameType: x.game_type,
    lines: x.lines,
    minBetMinor: x.min_bet_minor,
    names: x.names,
  }));
}

/** Names of the merchant's house slots in `language` (English when a name is missing). */
export async function houseSlotNames(
  sql: Sql,
  merchantId: bigint,
  language: string,
): Promise<(gameCode: string) => string> {
  const slots = await selectHouseSlots(sql, merchantId);
  const names = new Map(slots.map((s) => [s.gameCode, gameName(s.names, language)]));
  return (code) => names.get(code) ?? code;
}
