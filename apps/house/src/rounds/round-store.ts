import { freeSpinRef, type FreeSpinRef } from '@wl/contract/vendor-wallet/house-free-spins';
import type { Sql } from '../db/house-db';

/** SQL of wagers (`house.rounds`). */
export type RoundStatus = 'pending' | 'refused' | 'void' | 'open' | 'settling' | 'settled';

export interface RoundRow {
  id: bigint;
  public_id: string;
  game_code: string;
  player_id: bigint;
  session_id: bigint;
  mode: 'real' | 'demo' | 'transfer';
  currency: string;
  wallet_round_id: string;
  table_round_id: bigint | null;
  stake_minor: bigint;
  win_minor: bigint | null;
  status: RoundStatus;
  /** Null for a free spin, which takes no stake. */
  debit_tx_id: string | null;
  free_spin_grant_id: bigint | null;
  detail: Record<string, unknown>;
  refusal_code: string | null;
  created_at: Date;
  settled_at: Date | null;
}

/** The grant and spin a free spin's round pays (kept in its detail), else null. */
export function freeSpinOf(round: RoundRow): FreeSpinRef | null {
  if (round.free_spin_grant_id === null) return null;
  const parsed = freeSpinRef.safeParse(round.detail.freeSpin);
  if (!parsed.success) throw new Error(`free spin round ${round.public_id} lacks its grant`);
  return parsed.data;
}

export async function insertRound(
  db: Sql,
  r: { publicId: string; gameCode: string; playerId: bigint; sessionId: bigint; mode: string; currency: string;
    walletRoundId: string; tableRoundId: bigint | null; stakeMinor: bigint; debitTxId: string | null;
    freeSpinGrantId?: bigint; freeSpinNo?: number; detail: unknown; now: Date },
): Promise<RoundRow> {
  const res = await db.query<RoundRow>(
    `INSERT INTO house.rounds (public_id, game_code, player_id, session_id, mode, currency, wallet_round_id,
       table_round_id, stake_minor, status, debit_tx_id, detail, created_at, free_spin_grant_id, free_spin_no)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $11, $12, $13, $14) RETURNING *`,
    [r.publicId, r.gameCode, r.playerId, r.sessionId, r.mode, r.currency, r.walletRoundId, r.tableRoundId,
      r.stakeMinor, r.debitTxId, JSON.stringify(r.detail), r.now, r.freeSpinGrantId ?? null, r.freeSpinNo ?? null],
  );
  return res.rows[0] as RoundRow;
}

/** Moves a wager on only from the statuses given; answers whether it moved. */
export async function moveRound(
  db: Sql,
  id: bigint,
  to: RoundStatus,
  from: readonly RoundStatus[],
  extra: { winMinor?: bigint; refusalCode?: string; settledAt?: Date } = {},
): Promise<boolean> {
  const r = await db.query(
    `UPDATE house.rounds SET status = $2,
       win_minor = COALESCE($4, win_minor),
       refusal_code = COALESCE($5, refusal_code),
       settled_at = COALESCE($6, settled_at)
     WHERE id = $1 AND status = ANY($3::text[])`,
    [id, to, [...from], extra.winMinor ?? null, extra.refusalCode ?? null, extra.settledAt ?? null],
  );
  return r.rowCount > 0;
}

export async function findRoundById(db: Sql, id: bigint): Promise<RoundRow | null> {
  const r = await db.query<RoundRow>('SELECT * FROM house.rounds WHERE id = $1', [id]);
  return r.rows[0] ?? null;
}

export async function findRoundByPublicId(db: Sql, publicId: string): Promise<RoundRow | null> {
  const r = await db.query<RoundRow>('SELECT * FROM house.rounds WHERE public_id = $1', [publicId]);
  return r.rows[0] ?? null;
}

export async function listPlayerRounds(db: Sql, playerId: bigint, gameCode: string, limit: number): Promise<RoundRow[]> {
  const r = await db.query<RoundRow>(
    'SELECT * FROM house.rounds WHERE player_id = $1 AND game_code = $2 ORDER BY id DESC LIMIT $3',
    [playerId, gameCode, limit],
  );
  return r.rows;
}

export async function listTableRoundWagers(db: Sql, tableRoundId: bigint): Promise<RoundRow[]> {
  const r = await db.query<RoundRow>('SELECT * FROM house.rounds WHERE table_round_id = $1 ORDER BY id', [tableRoundId]);
  return r.rows;
}
