import type { Sql } from '../../db/db';

/** SQL of the bonus engine: member_bonuses and bonus_wager_rounds (migration 0700). */

export type BonusStatus = 'active' | 'converted' | 'expired' | 'forfeited';

export interface MemberBonus {
  id: bigint;
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  source: string;
  sourceRef: string;
  grantKey: string;
  amountMinor: bigint;
  wageringRequiredMinor: bigint;
  wageredMinor: bigint;
  contributionBps: Record<string, number>;
  maxBetMinor: bigint | null;
  maxCashoutMinor: bigint | null;
  forfeitOnWithdrawal: boolean;
  expiresAt: Date;
  status: BonusStatus;
  releasedMinor: bigint;
  removedMinor: bigint;
  grantedAt: Date;
  closedAt: Date | null;
}

/** What a grant writes; progress and closing fields start at their defaults. */
export type NewBonus = Omit<
  MemberBonus,
  'id' | 'wageredMinor' | 'status' | 'releasedMinor' | 'removedMinor' | 'closedAt'
>;

const COLUMNS = `id, merchant_id, member_id, currency, source, source_ref, grant_key, amount_minor,
  wagering_required_minor, wagered_minor, contribution_bps, max_bet_minor, max_cashout_minor,
  forfeit_on_withdrawal, expires_at, status, released_minor, removed_minor, granted_at,
  closed_at`;

type BonusRow = {
  id: bigint;
  merchant_id: bigint;
  member_id: bigint;
  currency: string;
  source: string;
  source_ref: string;
  grant_key: string;
  amount_minor: bigint;
  wagering_required_minor: bigint;
  wagered_minor: bigint;
  contribution_bps: Record<string, number>;
  max_bet_minor: bigint | null;
  max_cashout_minor: bigint | null;
  forfeit_on_withdrawal: boolean;
  expires_at: Date;
  status: BonusStatus;
  released_minor: bigint;
  removed_minor: bigint;
  granted_at: Date;
  closed_at: Date | null;
};

function toBonus(r: BonusRow): MemberBonus {
  return {
    id: r.id,
    merchantId: r.merchant_id,
    memberId: r.member_id,
    currency: r.currency,
    source: r.source,
    sourceRef: r.source_ref,
    grantKey: r.grant_key,
    amountMinor: r.amount_minor,
    wageringRequiredMinor: r.wagering_required_minor,
    wageredMinor: r.wagered_minor,
    contributionBps: r.contribution_bps,
    maxBetMinor: r.max_bet_minor,
    maxCashoutMinor: r.max_cashout_minor,
    forfeitOnWithdrawal: r.forfeit_on_withdrawal,
    expiresAt: new Date(r.expires_at),
    status: r.status,
    releasedMinor: r.released_minor,
    removedMinor: r.removed_minor,
    grantedAt: new Date(r.granted_at),
    closedAt: r.closed_at ? new Date(r.closed_at) : null,
  };
}

/** Inserts a bonus unless its grant key exists; answers null when it did. */
export async function insertBonus(sql: Sql, b: NewBonus): Promise<MemberBonus | null> {
  const r = await sql.query<BonusRow>(
    `INSERT INTO member_bonuses (merchant_id, member_id, currency, source, source_ref, grant_key,
       amount_minor, wagering_required_minor, contribution_bps, max_bet_minor, max_cashout_minor,
       forfeit_on_withdrawal, expires_at, granted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT (grant_key) DO NOTHING RETURNING ${COLUMNS}`,
    [
      b.merchantId,
      b.memberId,
      b.currency,
      b.source,
      b.sourceRef,
      b.grantKey,
      b.amountMinor,
      b.wageringRequiredMinor,
      JSON.stringify(b.contributionBps),
      b.maxBetMinor,
      b.maxCashoutMinor,
      b.forfeitOnWithdrawal,
      b.expiresAt,
      b.grantedAt,
    ],
  );
  return r.rows[0] ? toBonus(r.rows[0]) : null;
}

export async function findBonusByGrantKey(sql: Sql, key: string): Promise<MemberBonus | null> {
  const r = await sql.query<BonusRow>(
    `SELECT ${COLUMNS} FROM member_bonuses WHERE grant_key = $1`,
    [key],
  );
  return r.rows[0] ? toBonus(r.rows[0]) : null;
}

/** Locks one bonus row for a state change; the caller's transaction holds it. */
export async function lockBonus(sql: Sql, id: bigint): Promise<MemberBonus | null> {
  const r = await sql.query<BonusRow>(
    `SELECT ${COLUMNS} FROM member_bonuses WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return r.rows[0] ? toBonus(r.rows[0]) : null;
}

export async function listMemberBonuses(
  sql: Sql,
  memberId: bigint,
  options: { activeOnly?: boolean; limit?: number } = {},
): Promise<MemberBonus[]> {
  const r = await sql.query<BonusRow>(
    `SELECT ${COLUMNS} FROM member_bonuses
      WHERE member_id = $1 AND ($2::boolean IS FALSE OR status = 'active')
      ORDER BY granted_at DESC, id DESC LIMIT $3`,
    [memberId, options.activeOnly ?? false, options.limit ?? 100],
  );
  return r.rows.map(toBonus);
}

/** Ids of active bonuses (all, or one member's), soonest expiry first. */
export async function listActiveBonusIds(
  sql: Sql,
  options: { memberId?: bigint; limit: number },
): Promise<bigint[]> {
  const r = await sql.query<{ id: bigint }>(
    `SELECT id FROM member_bonuses
      WHERE status = 'active' AND ($1::bigint IS NULL OR member_id = $1)
      ORDER BY expires_at, id LIMIT $2`,
    [options.memberId ?? null, options.limit],
  );
  return r.rows.map((row) => row.id);
}

/** Claims an active bonus for settling, or answers false when another process holds it. */
export async function claimActiveBonus(sql: Sql, id: bigint): Promise<boolean> {
  const r = await sql.query(
    `SELECT id FROM member_bonuses WHERE id = $1 AND status = 'active' FOR UPDATE SKIP LOCKED`,
    [id],
  );
  return r.rowCount > 0;
}

/**
 * Records the member's settled rounds started between the grant and the expiry that are not yet counted for this bonus,
 * each at its contribution (valid bet = stake − refund; a round staking above the max bet
 * counts zero), and answers the new total wagered. Rounds already recorded are skipped, so
 * running it again adds nothing.
 */
export async function countNewRounds(sql: Sql, b: MemberBonus): Promise<bigint> {
  await sql.query(
    `INSERT INTO bonus_wager_rounds (bonus_id, bet_round_id, counted_minor)
     SELECT $1, r.id,
            CASE WHEN $5::bigint IS NOT NULL AND r.stake_minor > $5 THEN 0
                 ELSE (GREATEST(r.stake_minor - r.refund_minor, 0)
                       * COALESCE(($6::jsonb ->> r.game_type)::bigint,
                                  ($6::jsonb ->> '*')::bigint, 0)) / 10000 END
       FROM bet_rounds r
      WHERE r.member_id = $2 AND r.currency = $3 AND r.status = 'settled'
        AND r.started_at >= $4 AND r.started_at < $7
     ON CONFLICT (bonus_id, bet_round_id) DO NOTHING`,
    [
      b.id,
      b.memberId,
      b.currency,
      b.grantedAt,
      b.maxBetMinor,
      JSON.stringify(b.contributionBps),
      b.expiresAt,
    ],
  );
  const r = await sql.query<{ total: bigint }>(
    `UPDATE member_bonuses
        SET wagered_minor = (SELECT COALESCE(sum(counted_minor), 0)::bigint
                               FROM bonus_wager_rounds WHERE bonus_id = $1)
      WHERE id = $1 RETURNING wagered_minor AS total`,
    [b.id],
  );
  return r.rows[0]?.total ?? 0n;
}

export async function closeBonus(
  sql: Sql,
  id: bigint,
  close: { status: Exclude<BonusStatus, 'active'>; releasedMinor: bigint; at: Date },
): Promise<void> {
  await sql.query(
    `UPDATE member_bonuses
        SET status = $2, released_minor = $3, removed_minor = amount_minor - $3, closed_at = $4
      WHERE id = $1 AND status = 'active'`,
    [id, close.status, close.releasedMinor, close.at],
  );
}

export async function findBonusById(sql: Sql, id: bigint): Promise<MemberBonus | null> {
  const r = await sql.query<BonusRow>(`SELECT ${COLUMNS} FROM member_bonuses WHERE id = $1`, [id]);
  return r.rows[0] ? toBonus(r.rows[0]) : null;
}
