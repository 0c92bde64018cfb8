import {
  MONEY_MISSION_KINDS,
  type GetMissionSummaryResponse,
  type MissionView,
  type PeriodWindow,
} from '@wl/contract/rewards/missions';
import { money } from '../cashier/money-edge';
import type { Mission } from './mission-store';
import { rewardsByKey } from './progress-store';
import {
  missionRewardKey,
  reviewMemberMissions,
  type MeasuredMission,
  type MissionContext,
} from './review-member-missions';

/** The mission's title in the member's language, else the operator's default title. */
export function missionTitle(m: Mission, language: string | undefined): string {
  return (language && m.titles[language]) || m.title;
}

/** A target or progress as the page shows it: an amount for money kinds, else a count. */
function quantity(m: Mission, value: bigint): string {
  return MONEY_MISSION_KINDS.includes(m.kind) ? money(value, m.currency) : String(value);
}

function percent(progress: bigint, target: bigint): number {
  return progress >= target ? 100 : Number((progress * 100n) / target);
}

/**
 * The missionLeaderboard page: every active mission of the current periods with the
 * member's progress (measured now, so it is never stale) and its status; a completed one
 * names the reward-centre id that claims it.
 */
export async function getMissionSummary(
  ctx: MissionContext & { language?: string },
): Promise<GetMissionSummaryResponse> {
  const measured = await reviewMemberMissions(ctx);
  const keys = measured.map((m) => missionRewardKey(m.mission.id, m.window.key));
  const rewards = await rewardsByKey(ctx.db, ctx.memberId, keys);
  const missions = measured.map((m, i) => view(m, rewards.get(keys[i]!), ctx.language));
  const periods = new Map<string, PeriodWindow>(measured.map((m) => [m.window.key, m.window]));
  return {
    periods: [...periods.values()],
    missions,
    claimableCount: missions.filter((m) => m.status === 'completed').length,
    completedCount: missions.filter((m) => m.status !== 'in_progress').length,
  };
}

function view(
  m: MeasuredMission,
  reward: { id: bigint; claimed: boolean } | undefined,
  language: string | undefined,
): MissionView {
  const { mission } = m;
  return {
    id: String(mission.id),
    title: missionTitle(mission, language),
    period: mission.period,
    kind: mission.kind,
    gameType: mission.gameType,
    target: quantity(mission, mission.target),
    progress: quantity(mission, m.progress < mission.target ? m.progress : mission.target),
    percent: percent(m.progress, mission.target),
    reward: money(mission.rewardMinor, mission.currency),
    status: !reward ? 'in_progress' : reward.claimed ? 'claimed' : 'completed',
    rewardId: reward && !reward.claimed ? `reward:${reward.id}` : null,
  };
}
