/** SQL of house.lottery_draws and house.lottery_draw_seeds. */
import type { DrawStatus } from '@wl/contract/lottery/bet-types';
import type { DrawResult } from './draw/draw-result';
import type { DrawSlot } from './schedule/draw-schedule';
import type { Sql } from './lottery-db';

export interface DrawRow {
  id: bigint;
  gameCode: string;
  numero: string;
  openAt: Date;
  lockAt: Date;
  drawAt: Date;
  commitment: string;
  seed: string | null;
  result: DrawResult | null;
  status: DrawStatus;
  voidReason: string | null;
  drawnAt: Date | null;
  settledAt: Date | null;
}

const COLUMNS = `id, game_code, numero, open_at, lock_at, draw_at, commitment, seed, result,
  status, void_reason, drawn_at, settled_at`;

interface RawDraw {
  id: bigint;
  game_code: string;
  numero: string;
  open_at: Date;
  lock_at: Date;
  draw_at: Date;
  commitment: string;
  seed: string | null;
  result: DrawResult | null;
  status: DrawStatus;
  void_reason: string | null;
  drawn_at: Date | null;
  settled_at: Date | null;
}

const toDraw = (r: RawDraw): DrawRow => ({
  id: r.id,
  gameCode: r.game_code,
  numero: r.numero,
  openAt: new Date(r.open_at),
  lockAt: new Date(r.lock_at),
  drawAt: new Date(r.draw_at),
  commitment: r.commitment,
  seed: r.seed,
  result: r.result,
  status: r.status,
  voidReason: r.void_reason,
  drawnAt: r.drawn_at && new Date(r.drawn_at),
  settledAt: r.settled_at && new Date(r.settled_at),
});

/** Of these (game, numero) pairs, the ones that already have a row. */
export async function existingDraws(sql: Sql, slots: DrawSlot[]): Promise<Set<string>> {
  if (slots.length === 0) return new Set();
  const { rows } = await sql.query<{ game_code: string; numero: string }>(
    `SELECT d.game_code, d.numero FROM house.lottery_draws d
     JOIN unnest($1::text[], $2::text[]) AS s(game_code, numero) USING (game_code, numero)`,
    [slots.map((s) => s.gameCode), slots.map((s) => s.numero)],
  );
  return new Set(rows.map((r) => `${r.game_code}:${r.numero}`));
}

/**
 * Creates draws with their commitments and secret seeds in one statement; a draw another
 * process created first is left alone (its seed too). Returns how many were created.
 */
export async function insertDraws(
  sql: Sql,
  draws: { slot: DrawSlot; seed: string; commitment: string }[],
): Promise<number> {
  if (draws.length === 0) return 0;
  const col = <T>(f: (d: (typeof draws)[number]) => T) => draws.map(f);
  const { rowCount } = await sql.query(
    `WITH input AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[],
         $5::timestamptz[], $6::text[], $7::text[])
         AS t(game_code, numero, open_at, lock_at, draw_at, commitment, seed)
     ), created AS (
       INSERT INTO house.lottery_draws (game_code, numero, open_at, lock_at, draw_at, commitment)
       SELECT game_code, numero, open_at, lock_at, draw_at, commitment FROM input
       ORDER BY game_code, numero
       ON CONFLICT (game_code, numero) DO NOTHING
       RETURNING id, game_code, numero
     )
     INSERT INTO house.lottery_draw_seeds (draw_id, seed)
     SELECT created.id, input.seed FROM created JOIN input USING (game_code, numero)`,
    [
      col((d) => d.slot.gameCode),
      col((d) => d.slot.numero),
      col((d) => d.slot.openAt.toISOString()),
      col((d) => d.slot.lockAt.toISOString()),
      col((d) => d.slot.drawAt.toISOString()),
      col((d) => d.commitment),
      col((d) => d.seed),
    ],
  );
  return rowCount;
}

/** Moves waiting draws to open / locked by the clock (display only: bets check the times). */
export async function markOpenAndLocked(sql: Sql, now: Date): Promise<void> {
  await sql.query(
    `UPDATE house.lottery_draws d
     SET status = CASE WHEN d.lock_at <= $1 THEN 'locked' ELSE 'open' END
     WHERE d.id IN (
       SELECT id FROM house.lottery_draws
       WHERE draw_at > $1 AND open_at <= $1
         AND (status = 'scheduled' OR (status = 'open' AND lock_at <= $1))
       ORDER BY id FOR UPDATE SKIP LOCKED)`,
    [now.toISOString()],
  );
}

/** Locks the earliest draw that is due and not taken by another process, if any. */
export async function lockNextDueDraw(sql: Sql, now: Date): Promise<DrawRow | null> {
  const { rows } = await sql.query<RawDraw>(
    `SELECT ${COLUMNS} FROM house.lottery_draws
     WHERE status IN ('scheduled', 'open', 'locked') AND draw_at <= $1
     ORDER BY draw_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [now.toISOString()],
  );
  return rows[0] ? toDraw(rows[0]) : null;
}

export async function readSecretSeed(sql: Sql, drawId: bigint): Promise<string | null> {
  const { rows } = await sql.query<{ seed: string }>(
    'SELECT seed FROM house.lottery_draw_seeds WHERE draw_id = $1',
    [drawId],
  );
  return rows[0]?.seed ?? null;
}

/** Publishes seed and result; only a draw still waiting can be drawn (true if it was). */
export async function saveDrawn(
  sql: Sql,
  draw: { id: bigint; seed: string; result: DrawResult; now: Date },
): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE house.lottery_draws SET status = 'drawn', seed = $2, result = $3::jsonb, drawn_at = $4
     WHERE id = $1 AND status IN ('scheduled', 'open', 'locked')`,
    [draw.id, draw.seed, JSON.stringify(draw.result), draw.now.toISOString()],
  );
  return rowCount === 1;
}

export async function saveVoided(
  sql: Sql,
  draw: { id: bigint; seed: string | null; reason: string; now: Date },
): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE house.lottery_draws
     SET status = 'void', seed = $2, void_reason = $3, drawn_at = $4, settled_at = $4
     WHERE id = $1 AND status IN ('scheduled', 'open', 'locked')`,
    [draw.id, draw.seed, draw.reason, draw.now.toISOString()],
  );
  return rowCount === 1;
}

export async function findDraw(
  sql: Sql,
  key: { id: bigint } | { gameCode: string; numero: string },
  lock: 'share' | 'update' | null = null,
): Promise<DrawRow | null> {
  const where = 'id' in key ? 'id = $1' : 'game_code = $1 AND numero = $2';
  const params = 'id' in key ? [key.id] : [key.gameCode, key.numero];
  const suffix = lock === 'share' ? 'FOR SHARE' : lock === 'update' ? 'FOR UPDATE' : '';
  const { rows } = await sql.query<RawDraw>(
    `SELECT ${COLUMNS} FROM house.lottery_draws WHERE ${where} ${suffix}`,
    params,
  );
  return rows[0] ? toDraw(rows[0]) : null;
}

export async function markSettled(sql: Sql, drawId: bigint, now: Date): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE house.lottery_draws SET status = 'settled', settled_at = $2
     WHERE id = $1 AND status = 'drawn'`,
    [drawId, now.toISOString()],
  );
  return rowCount === 1;
}

/** Drawn draws whose bets are not settled yet, oldest first. */
export async function drawsToSettle(sql: Sql, limit: number): Promise<bigint[]> {
  const { rows } = await sql.query<{ id: bigint }>(
    `SELECT id FROM house.lottery_draws WHERE status = 'drawn' ORDER BY draw_at, id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}

/** Per game, the draw taking bets or waiting for its draw at `now`. */
export async function currentDraws(sql: Sql, gameCodes: string[], now: Date) {
  const { rows } = await sql.query<RawDraw>(
    `SELECT DISTINCT ON (game_code) ${COLUMNS} FROM house.lottery_draws
     WHERE game_code = ANY($1::text[]) AND open_at <= $2 AND draw_at > $2
     ORDER BY game_code, draw_at`,
    [gameCodes, now.toISOString()],
  );
  return rows.map(toDraw);
}

/** Per game, the latest drawn result. */
export async function latestResults(sql: Sql, gameCodes: string[]) {
  const { rows } = await sql.query<RawDraw>(
    `SELECT DISTINCT ON (game_code) ${COLUMNS} FROM house.lottery_draws
     WHERE game_code = ANY($1::text[]) AND status IN ('drawn', 'settled')
     ORDER BY game_code, draw_at DESC`,
    [gameCodes],
  );
  return rows.map(toDraw);
}

/** A game's finished draws (drawn, settled or void), newest first. */
export async function finishedDraws(
  sql: Sql,
  gameCode: string,
  options: { limit: number; before: Date | null },
): Promise<DrawRow[]> {
  const { rows } = await sql.query<RawDraw>(
    `SELECT ${COLUMNS} FROM house.lottery_draws
     WHERE game_code = $1 AND status IN ('drawn', 'settled', 'void')
       AND ($2::timestamptz IS NULL OR draw_at < $2)
     ORDER BY draw_at DESC LIMIT $3`,
    [gameCode, options.before?.toISOString() ?? null, options.limit],
  );
  return rows.map(toDraw);
}
