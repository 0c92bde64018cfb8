import type { Sql } from '../../db/house-db';
import type { RoundRow } from '../../rounds/round-store';
import type { Card, Deal } from './baccarat-rules';

/** SQL of the live table: shoes and table rounds. */
export interface TableResult {
  /** The cards in dealing order, as taken from the shoe. */
  cards: Card[];
  deal: Deal;
  shoeId: string;
  shoePosition: number;
}

export interface TableRoundRow {
  id: bigint;
  public_id: string;
  table_code: string;
  seq: bigint;
  status: 'betting' | 'settled';
  opened_at: Date;
  bets_close_at: Date;
  shoe_id: bigint | null;
  result: TableResult | null;
  settled_at: Date | null;
}

export async function latestTableRound(db: Sql, tableCode: string): Promise<TableRoundRow | null> {
  const r = await db.query<TableRoundRow>(
    'SELECT * FROM house.table_rounds WHERE table_code = $1 ORDER BY seq DESC LIMIT 1',
    [tableCode],
  );
  return r.rows[0] ?? null;
}

export async function findTableRound(db: Sql, publicId: string): Promise<TableRoundRow | null> {
  const r = await db.query<TableRoundRow>('SELECT * FROM house.table_rounds WHERE public_id = $1', [publicId]);
  return r.rows[0] ?? null;
}

export async function findTableRoundById(db: Sql, id: bigint): Promise<TableRoundRow | null> {
  const r = await db.query<TableRoundRow>('SELECT * FROM house.table_rounds WHERE id = $1', [id]);
  return r.rows[0] ?? null;
}

export async function findTableRoundBySeq(db: Sql, tableCode: string, seq: bigint): Promise<TableRoundRow | null> {
  const r = await db.query<TableRoundRow>(
    'SELECT * FROM house.table_rounds WHERE table_code = $1 AND seq = $2',
    [tableCode, seq],
  );
  return r.rows[0] ?? null;
}

/** Opens round `seq` unless another process already did. */
export async function insertTableRound(
  db: Sql,
  t: { publicId: string; tableCode: string; seq: bigint; openedAt: Date; betsCloseAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO house.table_rounds (public_id, table_code, seq, status, opened_at, bets_close_at)
     VALUES ($1, $2, $3, 'betting', $4, $5) ON CONFLICT (table_code, seq) DO NOTHING`,
    [t.publicId, t.tableCode, t.seq, t.openedAt, t.betsCloseAt],
  );
}

export async function lockBettingRound(db: Sql, id: bigint): Promise<TableRoundRow | null> {
  const r = await db.query<TableRoundRow>(
    `SELECT * FROM house.table_rounds WHERE id = $1 AND status = 'betting' FOR UPDATE`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** Bets are taken only while the round is open: the share lock waits for a deal in progress. */
export async function bettingRoundIsOpen(db: Sql, id: bigint, now: Date): Promise<boolean> {
  const r = await db.query(
    `SELECT 1 FROM house.table_rounds WHERE id = $1 AND status = 'betting' AND bets_close_at > $2 FOR SHARE`,
    [id, now],
  );
  return r.rowCount > 0;
}

export interface ShoeRow {
  id: bigint;
  cards: Card[];
  position: number;
  cut_position: number;
}

export async function lockCurrentShoe(db: Sql, tableCode: string): Promise<ShoeRow | null> {
  const r = await db.query<ShoeRow>(
    'SELECT id, cards, position, cut_position FROM house.baccarat_shoes WHERE table_code = $1 ORDER BY id DESC LIMIT 1 FOR UPDATE',
    [tableCode],
  );
  return r.rows[0] ?? null;
}

export async function insertShoe(db: Sql, tableCode: string, cards: Card[], cutPosition: number): Promise<ShoeRow> {
  const r = await db.query<ShoeRow>(
    `INSERT INTO house.baccarat_shoes (table_code, cards, cut_position) VALUES ($1, $2, $3)
     RETURNING id, cards, position, cut_position`,
    [tableCode, JSON.stringify(cards), cutPosition],
  );
  return r.rows[0] as ShoeRow;
}

export async function advanceShoe(db: Sql, id: bigint, position: number): Promise<void> {
  await db.query('UPDATE house.baccarat_shoes SET position = $2 WHERE id = $1', [id, position]);
}

export async function settleTableRound(
  db: Sql,
  id: bigint,
  s: { shoeId: bigint; result: TableResult; settledAt: Date },
): Promise<void> {
  await db.query(
    `UPDATE house.table_rounds SET status = 'settled', shoe_id = $2, result = $3, settled_at = $4 WHERE id = $1`,
    [id, s.shoeId, JSON.stringify(s.result), s.settledAt],
  );
}

/** Debited wagers whose table round has been dealt: they wait for their credit. */
export async function openWagersOfDealtRounds(db: Sql, tableCode: string): Promise<RoundRow[]> {
  const r = await db.query<RoundRow>(
    `SELECT w.* FROM house.rounds w JOIN house.table_rounds t ON t.id = w.table_round_id
     WHERE w.status = 'open' AND t.status = 'settled' AND t.table_code = $1 ORDER BY w.id LIMIT 500`,
    [tableCode],
  );
  return r.rows;
}

export async function spotTotals(db: Sql, tableRoundId: bigint) {
  const r = await db.query<{ spot: string; stake: bigint; players: bigint }>(
    `SELECT detail->>'spot' AS spot, sum(stake_minor)::int8 AS stake, count(DISTINCT player_id)::int8 AS players
     FROM house.rounds WHERE table_round_id = $1 AND status NOT IN ('refused', 'void') GROUP BY 1`,
    [tableRoundId],
  );
  return r.rows;
}

export async function countTablePlayers(db: Sql, tableRoundId: bigint): Promise<number> {
  const r = await db.query<{ n: bigint }>(
    `SELECT count(DISTINCT player_id)::int8 AS n FROM house.rounds
     WHERE table_round_id = $1 AND status NOT IN ('refused', 'void')`,
    [tableRoundId],
  );
  return Number(r.rows[0]?.n ?? 0n);
}

export async function recentOutcomes(db: Sql, tableCode: string, limit: number) {
  const r = await db.query<{ public_id: string; seq: bigint; outcome: string }>(
    `SELECT public_id, seq, result->'deal'->>'outcome' AS outcome FROM house.table_rounds
     WHERE table_code = $1 AND status = 'settled' ORDER BY seq DESC LIMIT $2`,
    [tableCode, limit],
  );
  return r.rows.reverse();
}

export async function playerWagersOf(db: Sql, playerId: bigint, tableRoundIds: bigint[]): Promise<RoundRow[]> {
  const r = await db.query<RoundRow>(
    `SELECT * FROM house.rounds WHERE player_id = $1 AND table_round_id = ANY($2::int8[]) ORDER BY id`,
    [playerId, tableRoundIds.map(String)],
  );
  return r.rows;
}
