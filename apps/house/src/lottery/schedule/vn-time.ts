/**
 * Local time in Asia/Ho_Chi_Minh. Vietnam has kept UTC+7 without daylight saving since 1975,
 * so a fixed offset is exact for every draw we will ever schedule; a test checks it against the
 * IANA zone through Intl.
 */
import type { Weekday } from '../games/vn-provinces';

export const VN_OFFSET_MS = 7 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date in Vietnam; month 1–12. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

export function vnDateOf(t: Date | number): LocalDate {
  const shifted = new Date(+t + VN_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** The instant of a local wall-clock time on a local date ("18:15" or minutes after midnight). */
export function vnInstant(date: LocalDate, time: string | number = 0): Date {
  const minutes = typeof time === 'number' ? time : minutesOfDay(time);
  return new Date(Date.UTC(date.year, date.month - 1, date.day) - VN_OFFSET_MS + minutes * 60_000);
}

export function minutesOfDay(hhmm: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!match) throw new Error(`not a HH:MM time: ${hhmm}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Sunday = 1 … Saturday = 7. */
export function weekdayOf(date: LocalDate): Weekday {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return (day + 1) as Weekday;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "20250131" — the date part of a numero. */
export function compactDate(date: LocalDate): string {
  return `${pad(date.year, 4)}${pad(date.month)}${pad(date.day)}`;
}

/** "2025.01.31" — the lobby's winningTime format. */
export function dottedDate(date: LocalDate): string {
  return `${pad(date.year, 4)}.${pad(date.month)}.${pad(date.day)}`;
}

/** Parses "YYYYMMDD"; null unless it is a real calendar date. */
export function parseCompactDate(text: string): LocalDate | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const roundTrip = addDays(date, 0);
  return roundTrip.year === date.year &&
    roundTrip.month === date.month &&
    roundTrip.day === date.day
    ? date
    : null;
}

export function sameDate(a: LocalDate, b: LocalDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}
