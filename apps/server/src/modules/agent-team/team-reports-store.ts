import type { Sql } from '../../db/db';
import type { RoundRow, SumRow } from '../bet-records/bet-record-store';

/**
 * The agent's team reports. Each joins the agent's team (member_tree, depth > 0) and, when a
 * name is given, narrows to that one member (already checked to be in the team).
 */
export interface TeamFilter {
  agentId: bigint;
  memberId: bigint | null;
  from: string;
  to: string;
  limit: number;
  offset: number;
}

const TEAM = `JOIN member_tree t ON t.ancestor_id = $1 AND t.descendant_id = m.id AND t.depth > 0`;

export async function selectTeamRounds(sql: Sql, f: TeamFilter) {
  const params = [f.agentId, f.memberId, f.from, f.to];
  const where = `($2::int8 IS NULL OR m.id = $2) AND r.started_at >= $3::date
    AND r.started_at < $4::date + 1`;
  const [rows, sums] = await Promise.all([
    sql.query<RoundRow & { username: string }>(
      `SELECT r.id, r.round_id, r.vendor_code, r.game_code, r.game_type, r.currency,
              r.stake_minor, r.payout_minor, r.refund_minor, r.status, r.started_at,
              r.settled_at, m.username
         FROM members m ${TEAM} JOIN bet_rounds r ON r.member_id = m.id
        WHERE ${where} ORDER BY r.started_at DESC, r.id DESC LIMIT $5 OFFSET $6`,
      [...params, f.limit, f.offset],
    ),
    sql.query<SumRow>(
      `SELECT count(*)::int8 AS count, coalesce(sum(r.stake_minor), 0)::int8 AS stake,
              coalesce(sum(r.payout_minor), 0)::int8 AS payout,
              coalesce(sum(r.refund_minor), 0)::int8 AS refund
         FROM members m ${TEAM} JOIN bet_rounds r ON r.member_id = m.id WHERE ${where}`,
      params,
    ),
  ]);
  return { rows: rows.rows, sums: sums.rows[0]! };
}

export interface MemberPnlRow {
  id: bigint;
  username: string;
  bet_count: number;
  valid_bet_minor: bigint;
  payout_minor: bigint;
  deposit_minor: bigint;
  withdraw_minor: bigint;
  total: number;
}

const PNL_ORDER = {
  profit: 'payout_minor - valid_bet_minor',
  validBet: 'valid_bet_minor',
  payout: 'payout_minor',
  deposit: 'deposit_minor',
  withdraw: 'withdraw_minor',
} as const;

/** Per member of the team: its own figures over the period (day rows plus unfolded deltas). */
export async function selectMemberPnl(
  sql: Sql,
  f: TeamFilter & { sort: keyof typeof PNL_ORDER; order: 'asc' | 'desc' },
): Promise<MemberPnlRow[]> {
  const order = `${PNL_ORDER[f.sort]} ${f.order === 'asc' ? 'ASC' : 'DESC'}`;
  const r = await sql.query<MemberPnlRow>(
    `WITH d AS (
       SELECT member_id, bet_count, valid_bet_minor, payout_minor, deposit_minor, withdraw_minor
         FROM member_daily_stats WHERE day BETWEEN $3 AND $4
       UNION ALL
       SELECT member_id, bet_count, valid_bet_minor, payout_minor, deposit_minor, withdraw_minor
         FROM team_stat_events WHERE day BETWEEN $3 AND $4
     ), s AS (
       SELECT m.id, m.username, sum(d.bet_count)::int AS bet_count,
              sum(d.valid_bet_minor)::int8 AS valid_bet_minor,
              sum(d.payout_minor)::int8 AS payout_minor,
              sum(d.deposit_minor)::int8 AS deposit_minor,
              sum(d.withdraw_minor)::int8 AS withdraw_minor
         FROM members m ${TEAM} JOIN d ON d.member_id = m.id
        WHERE $2::int8 IS NULL OR m.id = $2
        GROUP BY m.id, m.username
     )
     SELECT s.*, count(*) OVER ()::int AS total FROM s
      WHERE bet_count <> 0 OR deposit_minor <> 0 OR withdraw_minor <> 0
      ORDER BY ${order}, id LIMIT $5 OFFSET $6`,
    [f.agentId, f.memberId, f.from, f.to, f.limit, f.offset],
  );
  return r.rows;
}

export interface TeamMoneyRow {
  id: string;
  username: string;
  kind: 'deposit' | 'withdraw';
  amount_minor: bigint;
  status: string;
  created_at: Date;
  total: number;
}

/** Deposits and withdrawals of the team's members over the period, newest first. */
export async function selectTeamMoney(
  sql: Sql,
  f: TeamFilter & { kind: 'deposit' | 'withdraw' | undefined },
): Promise<TeamMoneyRow[]> {
  const r = await sql.query<TeamMoneyRow>(
    `WITH x AS (
       SELECT 'D' || d.id AS id, d.member_id, 'deposit' AS kind, d.amount_minor, d.status,
              d.created_at
         FROM deposits d WHERE $5::text IS DISTINCT FROM 'withdraw'
          AND d.created_at >= $3::date AND d.created_at < $4::date + 1
       UNION ALL
       SELECT 'W' || w.id, w.member_id, 'withdraw', w.amount_minor, w.status, w.created_at
         FROM withdrawals w WHERE $5::text IS DISTINCT FROM 'deposit'
          AND w.created_at >= $3::date AND w.created_at < $4::date + 1
     )
     SELECT x.id, m.username, x.kind, x.amount_minor, x.status, x.created_at,
            count(*) OVER ()::int AS total
       FROM x JOIN members m ON m.id = x.member_id ${TEAM}
      WHERE $2::int8 IS NULL OR m.id = $2
      ORDER BY x.created_at DESC, x.id DESC LIMIT $6 OFFSET $7`,
    [f.agentId, f.memberId, f.from, f.to, f.kind ?? null, f.limit, f.offset],
  );
  return r.rows;
}
