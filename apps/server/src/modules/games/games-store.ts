import type { Sql } from '../../db/db';
import type { GameClassify, GameType } from '@wl/contract/games/common';
import { GAME_COLUMNS, toGameRecord, type GameRecord, type GameRow } from './game-record';

/** Reads of the catalogue. Lists show only enabled games of enabled vendors. */
const LISTED = 'g.enabled AND v.enabled';
const FROM = 'games g JOIN game_vendors v ON v.id = g.vendor_id';

export async function findGameRowByNodeId(
  db: Sql,
  merchantId: bigint,
  nodeId: string,
): Promise<GameRecord | undefined> {
  const r = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${FROM} WHERE g.merchant_id = $1 AND g.node_id = $2`,
    [merchantId, nodeId],
  );
  return r.rows[0] ? toGameRecord(r.rows[0]) : undefined;
}

/** A listed game with its lower-cased names, as the in-memory catalogue keeps it. */
export type ListedGame = GameRecord & { searchName: string };

/** Every listed game of the merchant in lobby order (the catalogue a process keeps, ADR 0048). */
export async function listListedGames(db: Sql, merchantId: bigint): Promise<ListedGame[]> {
  const r = await db.query<GameRow & { search_name: string }>(
    `SELECT ${GAME_COLUMNS}, g.search_name FROM ${FROM}
      WHERE g.merchant_id = $1 AND ${LISTED} ORDER BY v.sort, g.sort, g.id`,
    [merchantId],
  );
  return r.rows.map((row) => ({ ...toGameRecord(row), searchName: row.search_name }));
}

export interface GameFilter {
  merchantId: bigint;
  gameType?: GameType;
  vendorCode?: string;
  classify?: GameClassify;
  /** Lower-case text matched anywhere in any language's name. */
  nameContains?: string;
  maxMinBetMinor?: bigint;
  hotOnly?: boolean;
}

/** Only the filters given become conditions, so each query gets a plan for its own shape. */
function whereOf(filter: GameFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [filter.merchantId];
  const conditions = ['g.merchant_id = $1', LISTED];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.gameType) add('g.game_type = ?', filter.gameType);
  if (filter.vendorCode) add('g.vendor_code = ?', filter.vendorCode);
  if (filter.classify) add('g.classify = ?', filter.classify);
  if (filter.nameContains) add('g.search_name LIKE ?', `%${escapeLike(filter.nameContains)}%`);
  if (filter.maxMinBetMinor !== undefined) add('g.min_bet_minor <= ?', filter.maxMinBetMinor);
  if (filter.hotOnly) conditions.push('g.is_hot');
  return { sql: conditions.join(' AND '), params };
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The count and page statements of a filtered list (exported so tests can EXPLAIN them). */
export function gameListStatements(filter: GameFilter, page: { limit: number; offset: number }) {
  const where = whereOf(filter);
  const n = where.params.length;
  return {
    count: { text: `SELECT count(*) AS n FROM ${FROM} WHERE ${where.sql}`, params: where.params },
    page: {
      text: `SELECT ${GAME_COLUMNS} FROM ${FROM} WHERE ${where.sql}
              ORDER BY v.sort, g.sort, g.id LIMIT $${n + 1} OFFSET $${n + 2}`,
      params: [...where.params, page.limit, page.offset],
    },
  };
}

export async function listGameRows(
  db: Sql,
  filter: GameFilter,
  page: { limit: number; offset: number },
): Promise<GameRecord[]> {
  const statement = gameListStatements(filter, page).page;
  const r = await db.query<GameRow>(statement.text, statement.params);
  return r.rows.map(toGameRecord);
}

/** The first `perVendor` games of every listed vendor, in lobby order. */
export async function listTopGamesPerVendor(
  db: Sql,
  merchantId: bigint,
  perVendor: number,
): Promise<GameRecord[]> {
  const r = await db.query<GameRow>(
    `SELECT * FROM (
       SELECT ${GAME_COLUMNS},
              row_number() OVER (PARTITION BY g.vendor_id ORDER BY g.sort, g.id) AS rn,
              v.sort AS vendor_sort
         FROM ${FROM} WHERE g.merchant_id = $1 AND ${LISTED}) ranked
      WHERE rn <= $2 ORDER BY vendor_sort, rn`,
    [merchantId, perVendor],
  );
  return r.rows.map(toGameRecord);
}

export interface VendorRow {
  id: bigint;
  vendor_code: string;
  game_type: GameType;
  display_name: string;
  account_type_id: number;
  is_hot: boolean;
  entry_kind: 'VASSALAGE' | 'GAME';
  default_play_type: 'REAL' | 'DEMO';
  wallet_mode: 'seamless' | 'transfer';
  launch_mode: GameRecord['launchMode'];
  /** For a GAME entry: its one game. */
  entry_node_id: string | null;
  entry_game_code: string | null;
  game_count: bigint;
  classifies: GameClassify[];
}

/** Enabled vendors with at least one listed game, with their classify set. */
export async function listVendorRows(db: Sql, merchantId: bigint): Promise<VendorRow[]> {
  const r = await db.query<VendorRow>(
    `SELECT v.id, v.vendor_code, v.game_type, v.display_name, v.account_type_id, v.is_hot,
            v.entry_kind, v.default_play_type, v.wallet_mode, v.launch_mode,
            s.entry_node_id, s.entry_game_code, s.game_count, s.classifies
       FROM game_vendors v
       JOIN LATERAL (
         SELECT count(*) AS game_count,
                array_agg(DISTINCT g.classify ORDER BY g.classify) AS classifies,
                (array_agg(g.node_id ORDER BY g.sort, g.id))[1] AS entry_node_id,
                (array_agg(g.game_code ORDER BY g.sort, g.id))[1] AS entry_game_code
           FROM games g WHERE g.vendor_id = v.id AND g.enabled) s ON s.game_count > 0
      WHERE v.merchant_id = $1 AND v.enabled
      ORDER BY v.sort, v.id`,
    [merchantId],
  );
  return r.rows;
}

/** Games by the number of launches in the window (members' recent-game plays). */
export async function listMostPlayedGames(
  db: Sql,
  options: { merchantId: bigint; gameType?: GameType; sinceMs: number; limit: number },
): Promise<GameRecord[]> {
  const params: unknown[] = [
    options.merchantId,
    new Date(options.sinceMs).toISOString(),
    options.limit,
  ];
  const typeCondition = options.gameType
    ? `AND g.game_type = $${params.push(options.gameType)}`
    : '';
  const r = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${FROM}
       JOIN (SELECT game_id, sum(plays) AS plays FROM recent_games
              WHERE last_played_at >= $2::timestamptz GROUP BY game_id) p ON p.game_id = g.id
      WHERE g.merchant_id = $1 AND ${LISTED} ${typeCondition}
      ORDER BY p.plays DESC, g.sort, g.id LIMIT $3`,
    params,
  );
  return r.rows.map(toGameRecord);
}
