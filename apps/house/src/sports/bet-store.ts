/** SQL of house.sports_bets. Status changes are guarded in SQL so each happens once. */
import type { Sql } from '../lottery/lottery-db';
import type { Market, Selection } from './markets';

export type BetStatus = 'pending' | 'placed' | 'won' | 'lost' | 'void';

export interface SportsBet {
  id: bigint;
  matchId: bigint;
  roundId: bigint;
  memberRef: string;
  sessionId: bigint | null;
  betRef: string;
  currency: string;
  market: Market;
  selection: Selection;
  oddsMilli: bigint;
  stakeMinor: bigint;
  payoutMinor: bigint | null;
  status: BetStatus;
  createdAt: Date;
  settledAt: Date | null;
  debitTxId: string;
  settleTxId: string | null;
}

export type NewBet = Pick<SportsBet, 'matchId' | 'roundId' | 'memberRef' | 'sessionId' | 'betRef' | 'currency' | 'market'
  | 'selection' | 'oddsMilli' | 'stakeMinor' | 'debitTxId'>;

const COLUMNS = `b.id, b.match_id, b.round_id, b.member_ref, b.session_id, b.bet_ref, b.currency, b.market, b.selection,
  b.odds_milli, b.stake_minor, b.payout_minor, b.status, b.created_at, b.settled_at, b.debit_tx_id, b.settle_tx_id`;

type Raw = Record<string, unknown>;
const big = (v: unknown) => BigInt(v as bigint);

const toBet = (r: Raw): SportsBet => ({
  id: big(r.id),
  matchId: big(r.match_id),
  roundId: big(r.round_id),
  memberRef: r.member_ref as string,
  sessionId: r.session_id === null ? null : big(r.session_id),
  betRef: r.bet_ref as string,
  currency: r.currency as string,
  market: r.market as Market,
  selection: r.selection as Selection,
  oddsMilli: big(r.odds_milli),
  stakeMinor: big(r.stake_minor),
  payoutMinor: r.payout_minor === null ? null : big(r.payout_minor),
  status: r.status as BetStatus,
  createdAt: new Date(r.created_at as Date),
  settledAt: r.settled_at === null ? null : new Date(r.settled_at as Date),
  debitTxId: r.debit_tx_id as string,
  settleTxId: r.settle_tx_id as string | null,
});

/** Records a pending bet; null when the member already used this bet reference. */
export async function insertPendingBet(sql: Sql, bet: NewBet): Promise<SportsBet | null> {
  const { rows } = await sql.query<Raw>(
    `INSERT INTO house.sports_bets AS b (match_id, round_id, member_ref, session_id, bet_ref, currency, market,
       selection, odds_milli, stake_minor, debit_tx_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (member_ref, bet_ref) DO NOTHING RETURNING ${COLUMNS}`,
    [bet.matchId, bet.roundId, bet.memberRef, bet.sessionId, bet.betRef, bet.currency, bet.market, bet.selection,
      bet.oddsMilli, bet.stakeMinor, bet.debitTxId],
  );
  return rows[0] ? toBet(rows[0]) : null;
}

export async function findBet(
  sql: Sql,
  key: { id: bigint } | { memberRef: string; betRef: string },
  lock: 'update' | null = null,
): Promise<SportsBet | null> {
  const where = 'id' in key ? 'b.id = $1' : 'b.member_ref = $1 AND b.bet_ref = $2';
  const params = 'id' in key ? [key.id] : [key.memberRef, key.betRef];
  const { rows } = await sql.query<Raw>(
    `SELECT ${COLUMNS} FROM house.sports_bets b WHERE ${where} ${lock === 'update' ? 'FOR UPDATE' : ''}`,
    params,
  );
  return rows[0] ? toBet(rows[0]) : null;
}

/** pending → placed once the wallet took the stake. */
export async function markPlaced(sql: Sql, betId: bigint, now: Date): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE house.sports_bets SET status = 'placed', placed_at = $2 WHERE id = $1 AND status = 'pending'`,
    [betId, now.toISOString()],
  );
  return rowCount === 1;
}

/** pending → void when the wallet refused the debit: nothing to undo, nothing to send. */
export async function markRejected(sql: Sql, betId: bigint, now: Date): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE house.sports_bets SET status = 'void', settled_at = $2, wallet_done_at = $2
     WHERE id = $1 AND status = 'pending'`,
    [betId, now.toISOString()],
  );
  return rowCount === 1;
}

/** The round's unsettled bets, locked for settlement, in id order. */
export async function lockOpenBets(sql: Sql, roundId: bigint): Promise<SportsBet[]> {
  const { rows } = await sql.query<Raw>(
    `SELECT ${COLUMNS} FROM house.sports_bets b WHERE b.round_id = $1 AND b.status IN ('pending', 'placed')
     ORDER BY b.id FOR UPDATE`,
    [roundId],
  );
  return rows.map(toBet);
}

export interface Settlement {
  id: bigint;
  status: 'won' | 'lost' | 'void';
  payoutMinor: bigint | null;
}

/** Settles bets in one statement; only a bet still pending or placed changes. Returns those. */
export async function applySettlements(sql: Sql, settlements: Settlement[], now: Date): Promise<SportsBet[]> {
  if (settlements.length === 0) return [];
  const { rows } = await sql.query<Raw>(
    `WITH u AS (SELECT * FROM unnest($1::bigint[], $2::text[], $3::bigint[]) AS u(id, status, payout))
     UPDATE house.sports_bets b
     SET status = u.status, payout_minor = u.payout, settled_at = $4,
       settle_tx_id = 'sports-' || b.id || CASE WHEN u.status = 'void' THEN '-rollback' ELSE '-credit' END
     FROM u WHERE b.id = u.id AND b.status IN ('pending', 'placed')
     RETURNING ${COLUMNS}`,
    [
      settlements.map((s) => s.id.toString()),
      settlements.map((s) => s.status),
      settlements.map((s) => (s.payoutMinor === null ? null : s.payoutMinor.toString())),
      now.toISOString(),
    ],
  );
  return rows.map(toBet);
}

/** Leases up to `limit` unsent settlement calls to this caller (others skip them until leaseUntil). */
export async function claimWalletOutbox(sql: Sql, o: { limit: number; now: Date; leaseUntil: Date }): Promise<SportsBet[]> {
  const { rows } = await sql.query<Raw>(
    `WITH picked AS (
       SELECT id FROM house.sports_bets
       WHERE settled_at IS NOT NULL AND wallet_done_at IS NULL
         AND (wallet_claimed_until IS NULL OR wallet_claimed_until <= $2)
       ORDER BY settled_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
     UPDATE house.sports_bets b SET wallet_claimed_until = $3 FROM picked WHERE b.id = picked.id
     RETURNING ${COLUMNS}`,
    [o.limit, o.now.toISOString(), o.leaseUntil.toISOString()],
  );
  return rows.map(toBet).sort((x, y) => (x.id < y.id ? -1 : 1));
}

export async function markWalletDone(sql: Sql, betId: bigint, now: Date): Promise<boolean> {
  const { rowCount } = await sql.query(
    `UPDATE house.sports_bets SET wallet_done_at = $2 WHERE id = $1 AND settled_at IS NOT NULL AND wallet_done_at IS NULL`,
    [betId, now.toISOString()],
  );
  return rowCount === 1;
}

/** A member's bets in one currency, newest first. */
export async function memberBets(sql: Sql, memberRef: string, currency: string, limit: number): Promise<SportsBet[]> {
  const { rows } = await sql.query<Raw>(
    `SELECT ${COLUMNS} FROM house.sports_bets b WHERE b.member_ref = $1 AND b.currency = $2
     ORDER BY b.created_at DESC, b.id DESC LIMIT $3`,
    [memberRef, currency, limit],
  );
  return rows.map(toBet);
}
