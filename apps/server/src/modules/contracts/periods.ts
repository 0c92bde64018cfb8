/**
 * Contract periods as half-open UTC windows [start, end). Windows are aligned to the calendar
 * (every contract of a period kind shares the same windows), so one settlement batch covers
 * a whole cascade. UTC for now: a merchant time zone is listed as not done in the notes.
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

/** The window containing `at`. */
export function windowAt(period: ContractPeriod, at: Date): Window {
  const t = at.getTime();
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
      return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
    }
    case 'half_monthly': {
      const y = at.getUTCFullYear();
      const m = at.getUTCMonth();
      return at.getUTCDate() < 16
        ? { start: utc(y, m, 1), end: utc(y, m, 16) }
        : { start: utc(y, m, 16), end: utc(y, m + 1, 1) };
    }
    case 'monthly': {
      const y = at.getUTCFullYear();
      const m = at.getUTCMonth();
      return { start: utc(y, m, 1), end: utc(y, m + 1, 1) };
    }
    default: {
      const never: never = period;
      throw new Error(`unknown contract period ${String(never)}`);
    }
  }
}

/** The window after `w`. */
export function nextWindow(period: ContractPeriod, w: Window): Window {
  return windowAt(period, w.end);
}

function fixed(t: number, lengthMs: number): Window {
  const start = Math.floor(t / lengthMs) * lengthMs;
  return { start: new Date(start), end: new Date(start + lengthMs) };
}

function utc(y: number, m: number, d: number) {
  return new Date(Date.UTC(y, m, d));
}
