import type { Sql } from '../../db/db';

/**
 * Reads of the team day figures (ADR 0013): the folded day rows of the agent plus the deltas
 * not folded yet of its team's members, so the answer is exact at any moment.
 */
export interface TeamDayRow {
  day: string;
  new_members: number;
  deposit_minor: bigint;
  deposit_count: number;
  withdraw_minor: bigint;
  withdraw_count: number;
  bet_count: number;
  valid_bet_minor: bigint;
  payout_minor: bigint;
}

const SUMS = `sum(new_members)::int AS new_members, sum(deposit_minor)::int8 AS deposit_minor,
  sum(deposit_count)::int AS deposit_count, sum(withdraw_minor)::int8 AS withdraw_minor,
  sum(withdraw_count)::int AS withdraw_count, sum(bet_count)::int AS bet_count,
  sum(valid_bet_minor)::int8 AS valid_bet_minor, sum(payout_minor)::int8 AS payout_minor`;

export async function selectTeamDays(
  sql: Sql,
  agentId: bigint,
  from: string,
  to: string,
): Promise<TeamDayRow[]> {
  const r = await sql.query<TeamDayRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, ${SUMS} FROM (
       SELECT day, new_members, deposit_minor, deposit_count, withdraw_minor, withdraw_count,
              bet_count, valid_bet_minor, payout_minor
         FROM team_daily_stats WHERE ancestor_id = $1 AND day BETWEEN $2 AND $3
       UNION ALL
       SELECT e.day, e.new_members, e.deposit_minor, e.deposit_count, e.withdraw_minor,
              e.withdraw_count, e.bet_count, e.valid_bet_minor, e.payout_minor
         FROM team_stat_events e
         JOIN member_tree t ON t.ancestor_id = $1 AND t.descendant_id = e.member_id AND t.depth > 0
        WHERE e.day BETWEEN $2 AND $3
     ) d GROUP BY day ORDER BY day`,
    [agentId, from, to],
  );
  return r.rows;
}

/**
 * Distinct members of the team with a bet in the period, the agent's own play excluded
 * (ADR 0015): a member counts through its first active day in the period, the one whose
 * previous active day is before `from`, summed per agent in team_active_days; members whose
 * bets are not folded yet and who have no folded active day in the period are added.
 */
export async function countActiveMembers(
  sql: Sql,
  agentId: bigint,
  from: string,
  to: string,
): Promise<number> {
  const r = await sql.query<{ n: number }>(
    `SELECT (SELECT coalesce(sum(members), 0) FROM team_active_days
              WHERE ancestor_id = $1 AND day BETWEEN $2 AND $3 AND prev_day < $2)::int
          + (SELECT count(DISTINCT e.member_id) FROM team_stat_events e
               JOIN member_tree t ON t.ancestor_id = $1 AND t.descendant_id = e.member_id
                AND t.depth > 0
              WHERE e.day BETWEEN $2 AND $3 AND e.bet_count > 0
                AND NOT EXISTS (SELECT 1 FROM member_active_days a WHERE a.member_id = e.member_id
                                   AND a.day BETWEEN $2 AND $3))::int AS n`,
    [agentId, from, to],
  );
  return r.rows[0]?.n ?? 0;
}

/** Team size and direct downline (ADR 0015): the folded count plus the deltas not folded yet. */
export async function countTeam(
  sql: Sql,
  agentId: bigint,
): Promise<{ total: number; direct: number }> {
  const r = await sql.query<{ total: number; direct: number }>(
    `SELECT coalesce(sum(total), 0)::int AS total, coalesce(sum(direct), 0)::int AS direct FROM (
       SELECT total, direct FROM team_sizes WHERE ancestor_id = $1
       UNION ALL
       SELECT total, direct FROM team_size_deltas WHERE ancestor_id = $1
     ) d`,
    [agentId],
  );
  return r.rows[0] ?? { total: 0, direct: 0 };
}

/** Folds pending deltas into the day rows (the job's work); answers how many it folded. */
export async function foldTeamStats(sql: Sql, limit = 100_000): Promise<number> {
  // fold_active_days reads the batch fold_team_stats just took, so both run in this order in
  // the caller's transaction; team sizes fold from their own deltas.
  const r = await sql.query<{ n: number }>(
    `SELECT fold_team_stats($1) AS n`,
    [limit],
  );
  const extra = await sql.query<{ days: number; sizes: number }>(
    'SELECT fold_active_days() AS days, fold_team_sizes($1) AS sizes',
    [limit],
  );
  return (r.rows[0]?.n ?? 0) + (extra.rows[0]?.sizes ?? 0);
}
