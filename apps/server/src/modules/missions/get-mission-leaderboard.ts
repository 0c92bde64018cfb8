import type { GetMissionLeaderboardResponse, MissionPeriod } from '@wl/contract/rewards/missions';
import type { Sql } from '../../db/db';
import { money } from '../cashier/money-edge';
import { maskUsername } from '../games/get-rank-list';
import { periodAt, previousPeriod } from './mission-periods';

const TOP = 20;

/*
 * Members of the merchant ranked by missions completed in periods that began inside the
 * window (a week counts its days' missions and its own; a day only daily missions), ties broken by who reached the
 * count first. Computed from mission_progress, so the table of a closed period is final.
 */
const BOARD = `
  WITH done AS (
    SELECT p.member_id, count(*) AS completed, sum(p.reward_minor)::bigint AS rewards,
           max(p.completed_at) AS last_at
      FROM mission_progress p
     WHERE p.merchant_id = $1 AND p.completed_at IS NOT NULL
       AND p.period_start >= to_timestamp($2::double precision / 1000)
       AND p.period_start < to_timestamp($3::double precision / 1000)
       AND ($6 = 'weekly' OR p.period_key LIKE 'D%')
     GROUP BY p.member_id),
  ranked AS (
    SELECT d.*, rank() OVER (ORDER BY completed DESC, last_at, member_id) AS place FROM done d)
  SELECT r.member_id, r.completed, r.rewards, r.place, m.username
    FROM ranked r JOIN members m ON m.id = r.member_id
   WHERE r.place <= $4 OR r.member_id = $5
   ORDER BY r.place`;

export async function getMissionLeaderboard(options: {
  sql: Sql;
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  nowMs: number;
  period: MissionPeriod;
  previous: boolean;
}): Promise<GetMissionLeaderboardResponse> {
  const { sql, period, nowMs } = options;
  const window = options.previous ? previousPeriod(period, nowMs) : periodAt(period, nowMs);
  const r = await sql.query<{
    member_id: bigint;
    completed: bigint;
    rewards: bigint;
    place: bigint;
    username: string;
  }>(BOARD, [options.merchantId, window.startsAt, window.endsAt, TOP, options.memberId, period]);
  const mine = r.rows.find((x) => x.member_id === options.memberId);
  return {
    window,
    list: r.rows
      .filter((x) => Number(x.place) <= TOP)
      .map((x) => ({
        rank: Number(x.place),
        name: maskUsername(x.username),
        completed: Number(x.completed),
        rewards: money(BigInt(x.rewards), options.currency),
      })),
    me: {
      rank: mine ? Number(mine.place) : null,
      completed: mine ? Number(mine.completed) : 0,
    },
  };
}
