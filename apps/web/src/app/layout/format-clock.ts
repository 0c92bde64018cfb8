/** The header clock's parts: year/month/day, weekday index (0 = Sunday) and hh:mm:ss. */
export interface ClockParts {
  date: string;
  weekday: number;
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatClock(at: Date): ClockParts {
  return {
    date: `${at.getFullYear()}/${pad(at.getMonth() + 1)}/${pad(at.getDate())}`,
    weekday: at.getDay(),
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`,
  };
}

export const CLOCK_REFRESH_MS = 1000;
