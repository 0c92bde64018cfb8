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
 * Distinct members of the team with a valid bet in the period, the agent's own play excluded.
 * Read from the members' day rows (and unfolded deltas) joined to the team.
 */
export async function countActiveMembers(
  sql: Sql,
  agentId: bigint,
  from: string,
  to: string,
): Promise<number> {
  const r = await sql.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT s.member_id FROM member_daily_stats s
         JOIN member_tree t ON t.ancestor_id = $1 AND t.descendant_id = s.member_id AND t.depth > 0
        WHERE s.day BETWEEN $2 AND $3 AND s.bet_count > 0
       UNION
       SELECT e.member_id FROM team_stat_events e
         JOIN member_tree t ON t.ancestor_id = $1 AND t.descendant_id = e.member_id AND t.depth > 0
        WHERE e.day BETWEEN $2 AND $3 AND e.bet_count > 0
     ) active`,
    [agentId, from, to],
  );
  return r.rows[0]?.n ?? 0;
}

/** Folds pending deltas into the day rows (the job's work); answers how many it folded. */
export async function foldTeamStats(sql: Sql, limit = 100_000): Promise<number> {
  const r = await sql.query<{ n: number }>('SELECT fold_team_stats($1) AS n', [limit]);
  return r.rows[0]?.n ?? 0;
}
