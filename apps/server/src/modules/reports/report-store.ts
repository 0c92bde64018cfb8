import type { Sql } from '../../db/db';

/**
 * The reports' reads and the fold that feeds them (migration 1000, ADR 0024). Every read is a
 * range over a primary key that starts with (merchant, day), so it reads the period's day rows
 * whatever the number of members or rounds behind them. Days are inclusive UTC 'YYYY-MM-DD'.
 */
export async function foldReportStats(sql: Sql, limit = 100_000): Promise<number> {
  const r = await sql.query<{ n: number }>('SELECT fold_report_stats($1) AS n', [limit]);
  return r.rows[0]?.n ?? 0;
}

export interface GameFigures {
  key: string;
  bet_count: number;
  valid_bet_minor: bigint;
  payout_minor: bigint;
}

const GAME_KEYS = { day: 'day::text', vendor: 'vendor_code', gameType: 'game_type' } as const;

/** Rounds, valid bets and payouts of the period, one row per day, vendor or game type. */
export async function selectGameFigures(
  sql: Sql,
  merchantId: bigint,
  from: string,
  to: string,
  by: keyof typeof GAME_KEYS,
): Promise<GameFigures[]> {
  const key = GAME_KEYS[by];
  const r = await sql.query<GameFigures>(
    `SELECT ${key} AS key, sum(bet_count)::int AS bet_count,
            sum(valid_bet_minor)::int8 AS valid_bet_minor, sum(payout_minor)::int8 AS payout_minor
       FROM report_game_days
      WHERE merchant_id = $1 AND day BETWEEN $2 AND $3
      GROUP BY ${key} ORDER BY ${key}`,
    [merchantId, from, to],
  );
  return r.rows;
}

export interface DayFigures {
  day: string;
  new_members: number;
  active_members: number;
  depositing_members: number;
  deposit_minor: bigint;
  deposit_count: number;
  withdraw_minor: bigint;
  withdraw_count: number;
}

export async function selectReportDays(
  sql: Sql,
  merchantId: bigint,
  from: string,
  to: string,
): Promise<DayFigures[]> {
  const r = await sql.query<DayFigures>(
    `SELECT day::text AS day, new_members, active_members, depositing_members, deposit_minor,
            deposit_count, withdraw_minor, withdraw_count
       FROM report_days WHERE merchant_id = $1 AND day BETWEEN $2 AND $3 ORDER BY day`,
    [merchantId, from, to],
  );
  return r.rows;
}

/**
 * Members who bet or deposited at least once in the period, each counted once (a member's days
 * are not additive): through its first day in the period, the one whose previous day of the
 * same kind is before the period (migration 1010, ADR 0042). One primary-key range of
 * (day, previous day) pairs: at most days × days rows, whatever the number of members.
 */
export async function countDistinctMembers(
  sql: Sql,
  merchantId: bigint,
  from: string,
  to: string,
): Promise<{ active: number; depositing: number }> {
  const r = await sql.query<{ active: number; depositing: number }>(
    `SELECT coalesce(sum(members) FILTER (WHERE kind = 'bet'), 0)::int AS active,
            coalesce(sum(members) FILTER (WHERE kind = 'deposit'), 0)::int AS depositing
       FROM report_member_pairs
      WHERE merchant_id = $1 AND kind IN ('bet', 'deposit') AND day BETWEEN $2 AND $3
        AND prev_day < $2::date`,
    [merchantId, from, to],
  );
  return r.rows[0] ?? { active: 0, depositing: 0 };
}

export interface CostDay {
  day: string;
  kind: 'promotions' | 'commission_expense';
  net_minor: bigint;
}

/**
 * What left the merchant's promotions account (bonuses, rewards, prizes) and its commission
 * account (agent dividends and salaries) by day, net of what came back — straight from the
 * ledger's transfers through their (account, created_at) indexes. Holds move nothing yet.
 */
export async function selectCostDays(
  sql: Sql,
  merchantId: bigint,
  currency: string,
  from: string,
  to: string,
): Promise<CostDay[]> {
  const r = await sql.query<CostDay>(
    `WITH acc AS (
       SELECT id, kind FROM ledger_accounts
        WHERE merchant_id = $1 AND member_id IS NULL AND currency = $2 AND NOT play_money
          AND kind IN ('promotions', 'commission_expense')
     ), moves AS (
       SELECT a.kind, t.created_at, t.amount_minor AS out_minor
         FROM acc a JOIN ledger_transfers t ON t.debit_account_id = a.id
        WHERE t.created_at >= $3::date AT TIME ZONE 'UTC'
          AND t.created_at < ($4::date + 1) AT TIME ZONE 'UTC'
          AND t.kind IN ('posted', 'post_pending')
       UNION ALL
       SELECT a.kind, t.created_at, -t.amount_minor
         FROM acc a JOIN ledger_transfers t ON t.credit_account_id = a.id
        WHERE t.created_at >= $3::date AT TIME ZONE 'UTC'
          AND t.created_at < ($4::date + 1) AT TIME ZONE 'UTC'
          AND t.kind IN ('posted', 'post_pending')
     )
     SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, kind,
            sum(out_minor)::int8 AS net_minor
       FROM moves GROUP BY 1, 2 ORDER BY 1, 2`,
    [merchantId, currency, from, to],
  );
  return r.rows;
}
