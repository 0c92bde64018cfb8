import type { TeamRange } from '@wl/contract/agent/team-range';
import { betRange } from '../bet-records/bet-range';

const DAY_MS = 86_400_000;

/** The inclusive UTC days of a report's period (the bet records' quick picks and limits). */
export function teamDays(range: TeamRange, nowMs: number): { from: string; to: string } {
  const { from, to } = betRange(range, nowMs);
  return { from: isoDay(from.getTime()), to: isoDay(to.getTime() - DAY_MS) };
}

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, inclusive, for a chart with no gaps. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let ms = Date.parse(`${from}T00:00:00Z`);
    ms <= Date.parse(`${to}T00:00:00Z`);
    ms += DAY_MS
  ) {
    days.push(isoDay(ms));
  }
  return days;
}
