/**
 * SQL of house.lottery_operator_lobby: the operator's lobby choice the platform pushed (ADR
 * 0040) — which lotteries its lobby lists, in which order. The house's lobby page lists only the
 * enabled ones in that order, and a switched-off lottery takes no bets from that operator's
 * sessions. No row (or no merchant) = every lottery, default order.
 */
import type { LotteryGame } from './games/lottery-games';
import type { Sql } from './lottery-db';

export interface OperatorLobby {
  /** Game codes in the operator's order (switched-off ones included). */
  order: string[];
  switchedOff: string[];
}

export interface LobbyGame {
  gameCode: string;
  enabled: boolean;
}

export async function operatorLobby(sql: Sql, merchantCode: string | null): Promise<OperatorLobby | null> {
  if (merchantCode === null) return null;
  const { rows } = await sql.query<{ game_codes: string[]; switched_off: string[] }>(
    'SELECT game_codes, switched_off FROM house.lottery_operator_lobby WHERE merchant_code = $1',
    [merchantCode],
  );
  const row = rows[0];
  return row ? { order: row.game_codes, switchedOff: row.switched_off } : null;
}

/** Replaces the operator's lobby with `games` in this order. */
export async function saveOperatorLobby(sql: Sql, merchantCode: string, games: readonly LobbyGame[]) {
  await sql.query(
    `INSERT INTO house.lottery_operator_lobby (merchant_code, game_codes, switched_off)
     VALUES ($1, $2::text[], $3::text[])
     ON CONFLICT (merchant_code) DO UPDATE SET game_codes = EXCLUDED.game_codes,
       switched_off = EXCLUDED.switched_off, updated_at = now()`,
    [merchantCode, games.map((g) => g.gameCode), games.filter((g) => !g.enabled).map((g) => g.gameCode)],
  );
}

/**
 * The games as the operator's lobby shows them: switched-off ones left out, the saved order
 * first (a lottery the house added since comes after, in its default place).
 */
export function arrangeLotteries<G extends Pick<LotteryGame, 'code'>>(games: readonly G[], lobby: OperatorLobby | null): G[] {
  if (!lobby) return [...games];
  const off = new Set(lobby.switchedOff);
  const place = new Map(lobby.order.map((code, i) => [code, i]));
  const rank = (g: G) => place.get(g.code) ?? lobby.order.length;
  return games
    .map((g, i) => ({ g, i }))
    .filter(({ g }) => !off.has(g.code))
    .sort((a, b) => rank(a.g) - rank(b.g) || a.i - b.i)
    .map(({ g }) => g);
}

/** Whether the operator switched this lottery off (its sessions may not bet on it). */
export async function lotteryOffFor(sql: Sql, merchantCode: string | null, gameCode: string) {
  const lobby = await operatorLobby(sql, merchantCode);
  return lobby?.switchedOff.includes(gameCode) === true;
}
