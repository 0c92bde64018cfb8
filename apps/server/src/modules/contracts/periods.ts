/**
 * Contract periods as half-open windows [start, end) of the merchant's calendar: days, weeks
 * (from Monday), half-months and months begin at local midnight in the merchant's time zone
 * (the cashier settings' `time_zone`, as the daily withdrawal limits use), so "daily wages"
 * means the merchant's day. Windows are aligned to that calendar (every contract of a period
 * kind shares the same windows), so one settlement batch covers a whole cascade. Five-minute
 * and hourly windows follow the local clock too (a zone offset may be a half hour); a day
 * around a daylight-saving change is 23 or 25 hours long.
 */
export type ContractPeriod =
  'five_minutes' | 'hourly' | 'daily' | 'weekly' | 'half_monthly' | 'monthly';

export interface Window {
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const formats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at the instant `ms`. */
function offsetMs(timeZone: string, ms: number): number {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const wall = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant at which the zone's wall clock shows `wall` (wall time written as UTC ms). */
function instantOf(timeZone: string, wall: number): number {
  // The offset at the guess is right unless a change of offset lies between; once more fixes it.
  const guess = wall - offsetMs(timeZone, wall);
  return wall - offsetMs(timeZone, guess);
}

/** The window containing `at`, in the merchant's time zone (UTC when none is given). */
export function windowAt(period: ContractPeriod, at: Date, timeZone = 'UTC'): Window {
  const wall = at.getTime() + offsetMs(timeZone, at.getTime());
  const [start, end] = wallWindow(period, wall);
  return {
    start: new Date(instantOf(timeZone, start)),
    end: new Date(instantOf(timeZone, end)),
  };
}

/** The window after `w`. */
export function nextWindow(period: ContractPeriod, w: Window, timeZone = 'UTC'): Window {
  return windowAt(period, w.end, timeZone);
}

/** The window on the wall clock (times written as UTC ms), as [start, end). */
function wallWindow(period: ContractPeriod, t: number): [number, number] {
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (period) {
    case 'five_minutes':
      return fixed(t, 5 * MINUTE_MS);
    case 'hourly':
      return fixed(t, HOUR_MS);
    case 'daily':
      return fixed(t, DAY_MS);
    case 'weekly': {
      // Weeks start on Monday; 1970-01-01 was a Thursday, hence the 4-day shift.
      const shift = 4 * DAY_MS;
      const start = Math.floor((t - shift) / (7 * DAY_MS)) * 7 * DAY_MS + shift;
      return [start, start + 7 * DAY_MS];
    }
    case 'half_monthly':
      return d.getUTCDate() < 16
        ? [Date.UTC(y, m, 1), Date.UTC(y, m, 16)]
        : [Date.UTC(y, m, 16), Date.UTC(y, m + 1, 1)];
    case 'monthly':
      return [Date.UTC(y, m, 1), Date.UTC(y, m + 1, 1)];
    default: {
      const never: never = period;
      throw new Error(`unknown contract period ${String(never)}`);
    }
  }
}

function fixed(t: number, lengthMs: number): [number, number] {
  const start = Math.floor(t / lengthMs) * lengthMs;
  return [start, start + lengthMs];
}
