import { z } from 'zod';
import { epochMs, moneyText } from '../ledger/amount';

/**
 * Missions (member-centre page missionLeaderboard, spec §7): daily and weekly tasks whose
 * progress comes from what the member really did in the period — logins, credited deposits,
 * settled rounds, friends who joined — each with a cash reward that waits in the reward
 * centre once the task is done. Periods are UTC days and weeks starting on Monday (ADR 0018).
 */
export const missionPeriod = z.enum(['daily', 'weekly']);
export const missionKind = z.enum(['login_days', 'deposit', 'turnover', 'rounds', 'invite']);
export type MissionPeriod = z.infer<typeof missionPeriod>;
export type MissionKind = z.infer<typeof missionKind>;

/** Money kinds (deposit, turnover) count in minor units; the others count days, rounds, friends. */
export const MONEY_MISSION_KINDS: readonly MissionKind[] = ['deposit', 'turnover'];

export const periodWindow = z.object({
  period: missionPeriod,
  /** `D2026-11-28` or `W2026-11-23` (the Monday). */
  key: z.string(),
  startsAt: epochMs,
  endsAt: epochMs,
});

export const missionView = z.object({
  id: z.string(),
  title: z.string(),
  period: missionPeriod,
  kind: missionKind,
  /** For turnover and rounds: the game type that counts; null = every game. */
  gameType: z.string().nullable(),
  /** Target and progress as text: an amount ("500.00") for money kinds, else a count ("3"). */
  target: z.string(),
  progress: z.string(),
  percent: z.number().int().min(0).max(100),
  reward: moneyText,
  status: z.enum(['in_progress', 'completed', 'claimed']),
  /** The reward-centre id to claim with (MCSFE_claimReward) while completed; else null. */
  rewardId: z.string().nullable(),
});

/** GET /wps/relay/MCSFE_getMissionSummaryDetails (token, real accounts). */
export const getMissionSummaryQuery = z.object({});

export const getMissionSummaryResponse = z.object({
  periods: z.array(periodWindow),
  missions: z.array(missionView),
  /** Done and waiting to be claimed: the page's badge. */
  claimableCount: z.number().int(),
  completedCount: z.number().int(),
});

/**
 * GET /wps/relay/MCSFE_getMissionLeaderboard (token): the period's members ranked by missions
 * completed (ties: who got there first), the top 20 with masked names, and the member's place.
 * `previous` = the period before the current one (its final table).
 */
export const getMissionLeaderboardQuery = z.object({
  period: missionPeriod.default('weekly'),
  previous: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .default(false),
});

export const leaderboardRow = z.object({
  rank: z.number().int(),
  name: z.string(),
  completed: z.number().int(),
  rewards: moneyText,
});

export const getMissionLeaderboardResponse = z.object({
  window: periodWindow,
  list: z.array(leaderboardRow),
  me: z.object({ rank: z.number().int().nullable(), completed: z.number().int() }),
});

export type MissionView = z.infer<typeof missionView>;
export type GetMissionSummaryResponse = z.infer<typeof getMissionSummaryResponse>;
export type GetMissionLeaderboardResponse = z.infer<typeof getMissionLeaderboardResponse>;
export type PeriodWindow = z.infer<typeof periodWindow>;
