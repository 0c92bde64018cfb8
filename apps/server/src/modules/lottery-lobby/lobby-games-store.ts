/**
 * The operator's choice of lotteries for its lobby (ADR 0040, table lottery_lobby_games): which
 * are listed and in which order. No rows = every lottery, default order.
 */
import type { DrawBoardEntry } from '@wl/contract/lottery/get-draw-board';
import type { Db, Sql } from '../../db/db';

export interface LobbyGameRow {
  gameCode: string;
  enabled: boolean;
}

/** The merchant's saved lobby, in order (empty when it never saved one). */
export async function lobbyGames(sql: Sql, merchantId: bigint): Promise<LobbyGameRow[]> {
  const { rows } = await sql.query<{ game_code: string; enabled: boolean }>(
    `SELECT game_code, enabled FROM lottery_lobby_games WHERE merchant_id = $1
     ORDER BY sort_order, game_code`,
    [merchantId],
  );
  return rows.map((r) => ({ gameCode: r.game_code, enabled: r.enabled }));
}

/** Whether the merchant switched this lottery off in its lobby (a launch of it is refused). */
export async function lotterySwitchedOff(sql: Sql, merchantId: bigint, gameCode: string) {
  const { rows } = await sql.query<{ enabled: boolean }>(
    'SELECT enabled FROM lottery_lobby_games WHERE merchant_id = $1 AND game_code = $2',
    [merchantId, gameCode],
  );
  return rows[0]?.enabled === false;
}

/** Replaces the merchant's lobby with `games` in this order. */
export async function saveLobbyGames(db: Db, merchantId: bigint, games: LobbyGameRow[]) {
  await db.tx(async (tx) => {
    await tx.query('DELETE FROM lottery_lobby_games WHERE merchant_id = $1', [merchantId]);
    await tx.query(
      `INSERT INTO lottery_lobby_games (merchant_id, game_code, enabled, sort_order)
       SELECT $1, g, e, o - 1 FROM unnest($2::text[], $3::boolean[]) WITH ORDINALITY AS u(g, e, o)`,
      [merchantId, games.map((g) => g.gameCode), games.map((g) => g.enabled)],
    );
  });
}

export interface ArrangedLobby {
  /** The board without the lotteries the operator switched off. */
  entries: DrawBoardEntry[];
  /** Each listed lottery's place in the operator's order; null = the default order. */
  order: ReadonlyMap<string, number> | null;
}

/**
 * The board as the operator's lobby shows it: switched-off lotteries left out; with a saved
 * lobby, its order (a lottery the house added since comes after the saved ones).
 */
export function arrangeLobby(entries: readonly DrawBoardEntry[], saved: readonly LobbyGameRow[]): ArrangedLobby {
  if (saved.length === 0) return { entries: [...entries], order: null };
  const off = new Set(saved.filter((g) => !g.enabled).map((g) => g.gameCode));
  const order = new Map(saved.map((g, i) => [g.gameCode, i]));
  return { entries: entries.filter((e) => !off.has(e.gameCode)), order };
}

/** The operator's lobby list for the back office: every lottery of the board, saved order first. */
export function lobbyListOf(entries: readonly DrawBoardEntry[], saved: readonly LobbyGameRow[]) {
  const known = new Map(entries.map((e) => [e.gameCode, e]));
  const listed = saved.flatMap((g) => {
    const e = known.get(g.gameCode);
    return e ? [{ gameCode: g.gameCode, family: e.family, names: e.names, enabled: g.enabled }] : [];
  });
  const seen = new Set(listed.map((g) => g.gameCode));
  const rest = entries
    .filter((e) => !seen.has(e.gameCode))
    .map((e) => ({ gameCode: e.gameCode, family: e.family, names: e.names, enabled: true }));
  return [...listed, ...rest];
}
