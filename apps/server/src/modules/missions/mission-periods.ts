import type { MissionPeriod, PeriodWindow } from '@wl/contract/rewards/missions';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The period a moment belongs to, in UTC: the day, or the week from Monday 00:00 (ADR 0018).
 * `key` names the period in mission_progress and in reward keys (`D2026-11-28`, `W2026-11-23`).
 */
export function periodAt(period: MissionPeriod, atMs: number): PeriodWindow {
  const dayStart = Math.floor(atMs / DAY_MS) * DAY_MS;
  if (period === 'daily') {
    return { period, key: `D${isoDate(dayStart)}`, startsAt: dayStart, endsAt: dayStart + DAY_MS };
  }
  // 1970-01-01 was a Thursday: (weekday + 6) % 7 is the days since Monday.
  const sinceMonday = (new Date(dayStart).getUTCDay() + 6) % 7;
  const monday = dayStart - sinceMonday * DAY_MS;
  return { period, key: `W${isoDate(monday)}`, startsAt: monday, endsAt: monday + 7 * DAY_MS };
}

/** The period just before the one `atMs` is in. */
export function previousPeriod(period: MissionPeriod, atMs: number): PeriodWindow {
  return periodAt(period, periodAt(period, atMs).startsAt - 1);
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
