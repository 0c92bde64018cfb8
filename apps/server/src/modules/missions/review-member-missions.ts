import type { PeriodWindow } from '@wl/contract/rewards/missions';
import type { Db, Sql } from '../../db/db';
import { money } from '../cashier/money-edge';
import { sendInboxMessage } from '../inbox/send-inbox-message';
import { moneyTx } from '../ledger/money-tx';
import { issueReward } from '../rewards/reward-store';
import { measureActivity, progressOf, type Activity } from './mission-activity';
import { periodAt } from './mission-periods';
import { listMissions, type Mission } from './mission-store';
import { completeOnce, saveProgress } from './progress-store';

export interface MissionContext {
  db: Db;
  merchantId: bigint;
  memberId: bigint;
  currency: string;
  nowMs: number;
}

/** A mission as this review measured it in the current period. */
export interface MeasuredMission {
  mission: Mission;
  window: PeriodWindow;
  progress: bigint;
}

export const missionRewardKey = (missionId: bigint, periodKey: string) =>
  `mission:${missionId}:${periodKey}`;

/**
 * Measures the member's active missions in the current period (and, for activity queued
 * before this period began, in that earlier period too, so a task finished just before
 * midnight still completes), records the progress, and completes each mission whose target
 * is reached — once per member, mission and period: the reward goes into the reward centre
 * and a message into the inbox, in the same transaction as the completion.
 * Answers the current period's measurements.
 */
export async function reviewMemberMissions(
  ctx: MissionContext,
  options: { sinceMs?: number } = {},
): Promise<MeasuredMission[]> {
  const missions = await listMissions(ctx.db, ctx.merchantId, { activeOnly: true });
  if (missions.length === 0) return [];
  const measured = new Map<string, Promise<Activity>>();
  const activityIn = (w: PeriodWindow) => {
    if (!measured.has(w.key)) measured.set(w.key, measureActivity(ctx.db, ctx.memberId, w));
    return measured.get(w.key)!;
  };
  const current: MeasuredMission[] = [];
  const earlier: MeasuredMission[] = [];
  for (const mission of missions) {
    const window = periodAt(mission.period, ctx.nowMs);
    current.push({ mission, window, progress: progressOf(mission, await activityIn(window)) });
    if (options.sinceMs === undefined) continue;
    const before = periodAt(mission.period, options.sinceMs);
    if (before.key !== window.key)
      earlier.push({
        mission,
        window: before,
        progress: progressOf(mission, await activityIn(before)),
      });
  }
  await moneyTx(ctx.db, async (tx) => {
    for (const m of [...earlier, ...current]) await record(tx, ctx, m);
  });
  return current;
}

async function record(tx: Sql, ctx: MissionContext, m: MeasuredMission): Promise<void> {
  const key = { memberId: ctx.memberId, missionId: m.mission.id, periodKey: m.window.key };
  await saveProgress(tx, {
    ...key,
    merchantId: ctx.merchantId,
    periodStartMs: m.window.startsAt,
    progress: m.progress,
  });
  if (m.progress < m.mission.target) return;
  if (!(await completeOnce(tx, { ...key, rewardMinor: m.mission.rewardMinor }))) return;
  await issueReward(tx, {
    merchantId: ctx.merchantId,
    memberId: ctx.memberId,
    source: 'mission',
    rewardKey: missionRewardKey(m.mission.id, m.window.key),
    amountMinor: m.mission.rewardMinor,
    currency: m.mission.currency,
    details: {
      missionId: String(m.mission.id),
      missionTitle: m.mission.title,
      period: m.window.key,
    },
  });
  const amount = money(m.mission.rewardMinor, m.mission.currency);
  await sendInboxMessage(tx, {
    merchantId: ctx.merchantId,
    memberId: ctx.memberId,
    kind: 'mission_completed',
    title: `Mission completed: ${m.mission.title}`,
    body: `You completed "${m.mission.title}". Your reward of ${amount} ${m.mission.currency} is waiting in the reward centre.`,
    params: { mission: m.mission.title, amount, currency: m.mission.currency },
    dedupeKey: `mission:${ctx.memberId}:${m.mission.id}:${m.window.key}`,
  });
}
