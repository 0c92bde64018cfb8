import type { Sql } from '../../db/db';
import type { Mission } from './mission-store';

/** What a member did in one period window, measured from the source tables. */
export interface Activity {
  loginDays: bigint;
  depositMinor: bigint;
  invites: bigint;
  games: { gameType: string | null; validBetMinor: bigint; rounds: bigint }[];
}

const ts = (i: number) => `to_timestamp($${i}::double precision / 1000)`;

/*
 * Logins: successful ones, counted by UTC calendar day. Deposits: DEPOSIT transfers into the
 * member's accounts (the ledger, as VIP counts them). Rounds: settled ones in the window with their valid bet (stake less
 * refunds), as rebate and VIP count them. Friends: members who joined under this member
 * (upline), trial accounts excluded, and friends who joined with the member's referral code
 * (invite friends, ADR 0019).
 */
const TOTALS = `
  SELECT
    (SELECT count(DISTINCT (created_at AT TIME ZONE 'UTC')::date) FROM login_history
      WHERE member_id = $1 AND success AND created_at >= ${ts(2)} AND created_at < ${ts(3)})
      AS login_days,
    (SELECT COALESCE(sum(t.amount_minor), 0) FROM ledger_transfers t
       JOIN ledger_accounts a ON a.id = t.credit_account_id
      WHERE a.member_id = $1 AND t.code = 'DEPOSIT'
        AND t.created_at >= ${ts(2)} AND t.created_at < ${ts(3)}) AS deposit_minor,
    (SELECT count(*) FROM (
       SELECT id FROM members
        WHERE upline_id = $1 AND type <> 4
          AND created_at >= ${ts(2)} AND created_at < ${ts(3)}
       UNION
       SELECT friend_id FROM member_referrals
        WHERE referrer_id = $1 AND created_at >= ${ts(2)} AND created_at < ${ts(3)}) f)
      AS invites`;

const GAMES = `
  SELECT game_type, COALESCE(sum(stake_minor - refund_minor), 0)::bigint AS valid_bet_minor,
         count(*) AS rounds
    FROM bet_rounds
   WHERE member_id = $1 AND status = 'settled'
     AND settled_at >= ${ts(2)} AND settled_at < ${ts(3)}
   GROUP BY game_type`;

export async function measureActivity(
  sql: Sql,
  memberId: bigint,
  window: { startsAt: number; endsAt: number },
): Promise<Activity> {
  const args = [memberId, window.startsAt, window.endsAt];
  const [totals, games] = await Promise.all([
    sql.query<{ login_days: bigint; deposit_minor: bigint; invites: bigint }>(TOTALS, args),
    sql.query<{ game_type: string | null; valid_bet_minor: bigint; rounds: bigint }>(GAMES, args),
  ]);
  const t = totals.rows[0]!;
  return {
    loginDays: BigInt(t.login_days),
    depositMinor: BigInt(t.deposit_minor),
    invites: BigInt(t.invites),
    games: games.rows.map((g) => ({
      gameType: g.game_type,
      validBetMinor: BigInt(g.valid_bet_minor),
      rounds: BigInt(g.rounds),
    })),
  };
}

/** A mission's progress in its unit (days, minor units, rounds, friends). */
export function progressOf(m: Mission, a: Activity): bigint {
  const games = a.games.filter((g) => m.gameType === null || g.gameType === m.gameType);
  switch (m.kind) {
    case 'login_days':
      return a.loginDays;
    case 'deposit':
      return a.depositMinor;
    case 'invite':
      return a.invites;
    case 'turnover':
      return games.reduce((s, g) => s + g.validBetMinor, 0n);
    case 'rounds':
      return games.reduce((s, g) => s + g.rounds, 0n);
  }
}
