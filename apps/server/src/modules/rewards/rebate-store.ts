import type { Sql } from '../../db/db';

/** Valid bets of one game type not yet counted by a rebate claim. */
export interface AccruedBets {
  gameType: string;
  validBetMinor: bigint;
  rounds: number;
}

export interface RebateRate {
  gameType: string;
  rateBps: number;
}

/*
 * A valid bet is a settled round's stake less its refunds. A round counts for a rebate once:
 * `rebate_claim_rounds` remembers which rounds a claim took, so "since the last claim" holds
 * even when rounds settle out of order. Rounds without a game type count as OTHER.
 */
const UNCLAIMED_ROUNDS = `
  SELECT r.id, COALESCE(r.game_type, 'OTHER') AS game_type,
         r.stake_minor - r.refund_minor AS valid_bet_minor
    FROM bet_rounds r
   WHERE r.member_id = $1 AND r.status = 'settled' AND r.stake_minor > r.refund_minor
     AND NOT EXISTS (SELECT 1 FROM rebate_claim_rounds c WHERE c.bet_round_id = r.id)`;

interface AccruedRow {
  game_type: string;
  valid_bet_minor: bigint;
  rounds: bigint;
}

const toAccrued = (r: AccruedRow): AccruedBets => ({
  gameType: r.game_type,
  validBetMinor: r.valid_bet_minor,
  rounds: Number(r.rounds),
});

export async function selectAccruedBets(sql: Sql, memberId: bigint): Promise<AccruedBets[]> {
  const r = await sql.query<AccruedRow>(
    `SELECT game_type, sum(valid_bet_minor)::bigint AS valid_bet_minor, count(*) AS rounds
       FROM (${UNCLAIMED_ROUNDS}) u GROUP BY game_type ORDER BY game_type`,
    [memberId],
  );
  return r.rows.map(toAccrued);
}

/**
 * Marks every unclaimed round as taken by the claim and answers what it took, in one statement
 * (one snapshot): a round that settles meanwhile is neither summed nor marked, so it waits
 * for the next claim.
 */
export async function takeAccruedBets(
  tx: Sql,
  memberId: bigint,
  claimId: bigint,
): Promise<AccruedBets[]> {
  const r = await tx.query<AccruedRow>(
    `WITH picked AS (${UNCLAIMED_ROUNDS}),
          marked AS (INSERT INTO rebate_claim_rounds (bet_round_id, claim_id)
                     SELECT id, $2 FROM picked)
     SELECT game_type, sum(valid_bet_minor)::bigint AS valid_bet_minor, count(*) AS rounds
       FROM picked GROUP BY game_type ORDER BY game_type`,
    [memberId, claimId],
  );
  return r.rows.map(toAccrued);
}

/** The rate of each game type for a VIP level: the row of the highest level up to it. */
export async function selectRebateRates(
  sql: Sql,
  merchantId: bigint,
  vipLevel: number,
): Promise<RebateRate[]> {
  const r = await sql.query<{ game_type: string; rate_bps: number }>(
    `SELECT DISTINCT ON (game_type) game_type, rate_bps
       FROM rebate_rates WHERE merchant_id = $1 AND vip_level <= $2
      ORDER BY game_type, vip_level DESC`,
    [merchantId, vipLevel],
  );
  return r.rows.map((row) => ({ gameType: row.game_type, rateBps: row.rate_bps }));
}

export async function listAllRebateRates(sql: Sql, merchantId: bigint) {
  const r = await sql.query<{ game_type: string; vip_level: number; rate_bps: number }>(
    `SELECT game_type, vip_level, rate_bps FROM rebate_rates
      WHERE merchant_id = $1 ORDER BY game_type, vip_level`,
    [merchantId],
  );
  return r.rows.map((row) => ({
    gameType: row.game_type,
    vipLevel: row.vip_level,
    rateBps: row.rate_bps,
  }));
}

export async function upsertRebateRate(
  tx: Sql,
  row: { merchantId: bigint; gameType: string; vipLevel: number; rateBps: number },
): Promise<number | null> {
  const before = await tx.query<{ rate_bps: number }>(
    `SELECT rate_bps FROM rebate_rates
      WHERE merchant_id = $1 AND game_type = $2 AND vip_level = $3 FOR UPDATE`,
    [row.merchantId, row.gameType, row.vipLevel],
  );
  await tx.query(
    `INSERT INTO rebate_rates (merchant_id, game_type, vip_level, rate_bps)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_id, game_type, vip_level)
     DO UPDATE SET rate_bps = EXCLUDED.rate_bps, updated_at = now()`,
    [row.merchantId, row.gameType, row.vipLevel, row.rateBps],
  );
  return before.rows[0]?.rate_bps ?? null;
}

export async function openRebateClaim(
  tx: Sql,
  c: { merchantId: bigint; memberId: bigint; currency: string },
): Promise<bigint> {
  const r = await tx.query<{ id: bigint }>(
    `INSERT INTO rebate_claims (merchant_id, member_id, currency) VALUES ($1, $2, $3)
     RETURNING id`,
    [c.merchantId, c.memberId, c.currency],
  );
  return r.rows[0]!.id;
}

export async function completeRebateClaim(
  tx: Sql,
  c: {
    claimId: bigint;
    validBetMinor: bigint;
    amountMinor: bigint;
    breakdown: unknown;
    transferId: bigint;
  },
): Promise<void> {
  await tx.query(
    `UPDATE rebate_claims
        SET valid_bet_minor = $2, amount_minor = $3, breakdown = $4, transfer_id = $5
      WHERE id = $1`,
    [c.claimId, c.validBetMinor, c.amountMinor, JSON.stringify(c.breakdown), c.transferId],
  );
}

/** Serialises a member's claims (rebate, rewards) without blocking foreign-key checks. */
export async function lockMemberForClaims(tx: Sql, memberId: bigint): Promise<number | null> {
  const r = await tx.query<{ club_rank_level: number }>(
    `SELECT club_rank_level FROM members WHERE id = $1 FOR NO KEY UPDATE`,
    [memberId],
  );
  return r.rows[0]?.club_rank_level ?? null;
}
