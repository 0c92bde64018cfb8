import type { Sql } from '../../db/db';

/**
 * A team's figures for one settlement window: valid turnover (stakes less refunds of rounds
 * settled in the window), payouts, bonuses and rebates paid to the team, and the number of
 * active members (distinct players other than the agent with valid turnover ≥ the threshold).
 * The team is the agent and its whole subtree: the tree's closure table (ADR 0012), depth 0
 * included, so a team's sums are one indexed join.
 */
export interface TeamFigures {
  turnoverMinor: bigint;
  payoutMinor: bigint;
  bonusMinor: bigint;
  activeMembers: number;
}

export async function selectTeamFigures(
  sql: Sql,
  q: { agentId: bigint; from: Date; to: Date; activeMinBetMinor: bigint },
): Promise<TeamFigures> {
  const r = await sql.query<{
    turnover: bigint | null;
    payout: bigint | null;
    active: number | null;
    bonus: bigint | null;
  }>(
    `WITH team(id) AS (
       SELECT descendant_id FROM member_tree WHERE ancestor_id = $1
     ),
     per_member AS (
       SELECT b.member_id,
              sum(b.stake_minor - b.refund_minor) AS valid,
              sum(b.payout_minor) AS payout
         FROM bet_rounds b JOIN team t ON t.id = b.member_id
        WHERE b.status = 'settled' AND b.settled_at >= $2 AND b.settled_at < $3
        GROUP BY b.member_id
     ),
     bonus AS (
       SELECT sum(x.amount_minor) AS bonus
         FROM ledger_transfers x
         JOIN ledger_accounts a ON a.id = x.credit_account_id
         JOIN team t ON t.id = a.member_id
        WHERE x.code IN ('BONUS', 'PROMOTION', 'REBATE') AND x.kind = 'posted'
          AND x.created_at >= $2 AND x.created_at < $3
     )
     SELECT (SELECT sum(valid) FROM per_member)::bigint AS turnover,
            (SELECT sum(payout) FROM per_member)::bigint AS payout,
            (SELECT count(*) FROM per_member
              WHERE member_id <> $1 AND valid > 0 AND valid >= $4)::int AS active,
            (SELECT bonus FROM bonus)::bigint AS bonus`,
    [q.agentId, q.from, q.to, q.activeMinBetMinor],
  );
  const row = r.rows[0];
  return {
    turnoverMinor: row?.turnover ?? 0n,
    payoutMinor: row?.payout ?? 0n,
    bonusMinor: row?.bonus ?? 0n,
    activeMembers: row?.active ?? 0,
  };
}
