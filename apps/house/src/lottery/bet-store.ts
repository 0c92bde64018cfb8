/** SQL of house.lottery_bets. Status changes are guarded in SQL so each happens once. */
import type { BetStatus, BetType } from '@wl/contract/lottery/bet-types';
import type { Odds } from './bets/rtp';
import type { Sql } from './lottery-db';

export interface BetRow {
  id: bigint;
  drawId: bigint;
  memberRef: string;
  sessionId: bigint | null;
  betRef: string;
  currency: string;
  betType: BetType;
  numbers: string[];
  position: number | null;
  stakeMinor: bigint;
  odds: Odds;
  payoutMinor: bigint | null;
  status: BetStatus;
  createdAt: Date;
  placedAt: Date | null;
  settledAt: Date | null;
  debitTxId: string;
  settleTxId: string | null;
  walletDoneAt: Date | null;
}

/** A bet with the game and numero of its draw, as wallet calls and bet records need them. */
export interface BetWithDraw extends BetRow {
  gameCode: string;
  numero: string;
}

const COLUMNS = `b.id, b.draw_id, b.member_ref, b.session_id, b.bet_ref, b.currency,
  b.bet_type, b.numbers, b.position, b.stake_minor, b.odds_win, b.odds_per, b.payout_minor,
  b.status, b.created_at, b.placed_at, b.settled_at, b.debit_tx_id, b.settle_tx_id,
  b.wallet_done_at`;
const WITH_DRAW = `${COLUMNS}, d.game_code, d.numero`;

type Raw = Record<string, unknown>;
const date = (v: unknown) => (v === null ? null : new Date(v as string | Date));

function toBet(r: Raw): BetRow {
  return {
    id: BigInt(r.id as bigint),
    drawId: BigInt(r.draw_id as bigint),
    memberRef: r.member_ref as string,
    sessionId: r.session_id === null ? null : BigInt(r.session_id as bigint),
    betRef: r.bet_ref as string,
    currency: r.currency as string,
    betType: r.bet_type as BetType,
    numbers: r.numbers as string[],
    position: r.position === null ? null : Number(r.position),
    stakeMinor: BigInt(r.stake_minor as bigint),
    odds: { win: BigInt(r.odds_win as bigint), per: BigInt(r.odds_per as bigint) },
    payoutMinor: r.payout_minor === null ? null : BigInt(r.payout_minor as bigint),
    status: r.status as BetStatus,
    createdAt: new Date(r.created_at as Date),
    placedAt: date(r.placed_at),
    settledAt: date(r.settled_at),
    debitTxId: r.debit_tx_id as string,
    settleTxId: r.settle_tx_id as string | null,
    walletDoneAt: date(r.wallet_done_at),
  };
}

const toBetWithDraw = (r: Raw): BetWithDraw => ({
  ...toBet(r),
  gameCode: r.game_code as string,
  numero: r.numero as string,
});

export interface NewBet {
  drawId: bigint;
  memberRef: string;
  sessionId: bigint | null;
  betRef: string;
  currency: string;
  betType: BetType;
  numbers: string[];
  position: number | null;
  stakeMinor: bigint;
  odds: Odds;
  debitTxId: string;
}

/** Records a pending bet; null when the member already used this bet reference. */
export async function insertPendingBet(sql: Sql, bet: NewBet): Promise<BetRow | null> {
  const { rows } = await sql.query<Raw>(
    `INSERT INTO house.lottery_bets AS b (draw_id, member_ref, session_id, bet_ref, currency,
       bet_type, numbers, position, stake_minor, odds_win, odds_per, debit_tx_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9, $10, $11, $12)
     ON CONFLICT (member_ref, bet_ref) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      bet.drawId,
      bet.memberRef,
      bet.sessionId,
      bet.betRef,
      bet.currency,
      bet.betType,
      bet.numbers,
      bet.position,
      bet.stakeMinor,
      bet.odds.win,
      bet.odds.per,
      bet.debitTxId,
    ],
  );
  return rows[0] ? toBet(rows[0]) : null;
}

export async function findBet(
  sql: Sql,
  key: { id: bigint } | { memberRef: string; betRef: string },
  lock: 'update' | null = null,
): Promise<BetWithDraw | null> {
  const where = 'id' in key ? 'b.id = $1' : 'b.member_ref = $1 AND b.bet_ref = $2';
  const params = 'id' in key ? [key.id] : [key.memberRef, key.betRef];
  const { rows } = await sql.query<Raw>(
    `SELECT ${WITH_DRAW} FROM house.lottery_bets b JOIN house.lottery_draws d ON d.id = b.draw_id
     WHERE ${where} ${lock === 'update' ? 'FOR UPDATE OF b' : ''}`,
    params,
  );
  return rows[0] ? toBetWithDraw(rows[0]) : null;
}

/** pending → placed once the wallet took the stake. */
export async function markPlaced(sql: Sql, betId: bigint, now: Date): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE house.lottery_bets SET status = 'placed', placed_at = $2
     WHERE id = $1 AND status = 'pending'`,
    [betId, now.toISOString()],
  );
  return rowCount === 1;
}

/** pending → void when the wallet refused the debit: nothing to undo, nothing to send. */
export async function markRejected(sql: Sql, betId: bigint, now: Date): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE house.lottery_bets SET status = 'void', settled_at = $2, wallet_done_at = $2
     WHERE id = $1 AND status = 'pending'`,
    [betId, now.toISOString()],
  );
  return rowCount === 1;
}

/** The draw's unsettled bets, locked for settlement, in id order. */
export async function lockOpenBets(sql: Sql, drawId: bigint): Promise<BetRow[]> {
  const { rows } = await sql.query<Raw>(
    `SELECT ${COLUMNS} FROM house.lottery_bets b
     WHERE b.draw_id = $1 AND b.status IN ('pending', 'placed') ORDER BY b.id FOR UPDATE`,
    [drawId],
  );
  return rows.map(toBet);
}

export interface Settlement {
  id: bigint;
  status: 'won' | 'lost' | 'void';
  payoutMinor: bigint | null;
}

/**
 * Settles bets in one statement. Only a bet still pending or placed changes, so a bet is
 * settled once however often this runs; returns the bets it changed.
 */
export async function applySettlements(
  sql: Sql,
  settlements: Settlement[],
  now: Date,
): Promise<BetWithDraw[]> {
  if (settlements.length === 0) return [];
  const { rows } = await sql.query<Raw>(
    `WITH u AS (
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[]) AS u(id, status, payout)
     ), changed AS (
       UPDATE house.lottery_bets b
       SET status = u.status, payout_minor = u.payout, settled_at = $4,
         settle_tx_id = 'lottery-' || b.id
           || CASE WHEN u.status = 'void' THEN '-rollback' ELSE '-credit' END
       FROM u WHERE b.id = u.id AND b.status IN ('pending', 'placed')
       RETURNING b.*
     )
     SELECT ${WITH_DRAW} FROM changed b JOIN house.lottery_draws d ON d.id = b.draw_id
     ORDER BY b.id`,
    [
      settlements.map((s) => s.id.toString()),
      settlements.map((s) => s.status),
      settlements.map((s) => (s.payoutMinor === null ? null : s.payoutMinor.toString())),
      now.toISOString(),
    ],
  );
  return rows.map(toBetWithDraw);
}

/** Settled bets whose wallet call (credit or rollback) is not acknowledged yet, oldest first. */
export async function walletOutbox(sql: Sql, limit: number): Promise<BetWithDraw[]> {
  const { rows } = await sql.query<Raw>(
    `SELECT ${WITH_DRAW} FROM house.lottery_bets b JOIN house.lottery_draws d ON d.id = b.draw_id
     WHERE b.settled_at IS NOT NULL AND b.wallet_done_at IS NULL
     ORDER BY b.settled_at, b.id LIMIT $1`,
    [limit],
  );
  return rows.map(toBetWithDraw);
}

/**
 * Claims up to `limit` unsent wallet calls for `leaseUntil`: rows another process holds (row
 * lock or unexpired lease) are skipped, so each call goes out from one process at a time.
 */
export async function claimWalletOutbox(
  sql: Sql,
  options: { limit: number; now: Date; leaseUntil: Date },
): Promise<BetWithDraw[]> {
  const { rows } = await sql.query<Raw>(
    `WITH picked AS (
       SELECT id FROM house.lottery_bets
       WHERE settled_at IS NOT NULL AND wallet_done_at IS NULL
         AND (wallet_claimed_until IS NULL OR wallet_claimed_until <= $2)
       ORDER BY settled_at, id LIMIT $1 FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE house.lottery_bets b SET wallet_claimed_until = $3
       FROM picked WHERE b.id = picked.id
       RETURNING b.*
     )
     SELECT ${WITH_DRAW} FROM claimed b JOIN house.lottery_draws d ON d.id = b.draw_id
     ORDER BY b.settled_at, b.id`,
    [options.limit, options.now.toISOString(), options.leaseUntil.toISOString()],
  );
  return rows.map(toBetWithDraw);
}

export async function markWalletDone(sql: Sql, betId: bigint, now: Date): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE house.lottery_bets SET wallet_done_at = $2
     WHERE id = $1 AND settled_at IS NOT NULL AND wallet_done_at IS NULL`,
    [betId, now.toISOString()],
  );
  return rowCount === 1;
}

/** A member's bets, newest first (the betting record). */
export async function memberBets(
  sql: Sql,
  memberRef: string,
  options: { limit: number; gameCode: string | null },
): Promise<BetWithDraw[]> {
  const { rows } = await sql.query<Raw>(
    `SELECT ${WITH_DRAW} FROM house.lottery_bets b JOIN house.lottery_draws d ON d.id = b.draw_id
     WHERE b.member_ref = $1 AND ($2::text IS NULL OR d.game_code = $2)
     ORDER BY b.created_at DESC, b.id DESC LIMIT $3`,
    [memberRef, options.gameCode, options.limit],
  );
  return rows.map(toBetWithDraw);
}
