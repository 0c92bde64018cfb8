/**
 * The lottery lobby's rules (spec §2, §4, §9), pure so they are tested on their own:
 * re-poll interval, week filter, computed draw time (fewinTime), open-number cap, menu arrows.
 */
import type { GameMenuItem } from '@wl/contract/lottery-lobby/game-menu';

export const MAX_POLL_MS = 30_000;
export const LOCKED_POLL_MS = 7_000;
export const OPEN_NUMBER_DIGITS = 6;
export const MENUS_WITHOUT_ARROWS = 7;

/**
 * Open and draw times are re-polled every min(shortest remaining time, 30 s), or every 7 s when
 * that is 0 or less (a draw is closing now, and the next one appears shortly).
 */
export function pollIntervalMs(remainTimes: readonly number[]): number {
  if (remainTimes.length === 0) return MAX_POLL_MS;
  const shortest = Math.min(...remainTimes, MAX_POLL_MS);
  return shortest <= 0 ? LOCKED_POLL_MS : shortest;
}

/** Weekday 1–7, Sunday = 1, of a date in Vietnam's time zone (UTC+7, the draws' clock). */
export function vnWeekday(nowMs: number): number {
  return new Date(nowMs + 7 * 3_600_000).getUTCDay() + 1;
}

/** The games drawing on `weekday` (Sunday = 1); all games when no day is chosen. */
export function filterByWeekday<T extends Pick<GameMenuItem, 'drawDays'>>(
  items: readonly T[],
  weekday: number | null,
): T[] {
  if (weekday === null) return [...items];
  return items.filter((i) => i.drawDays.includes(weekday));
}

/** Milliseconds left until betting closes, counted down from when the board was fetched. */
export function remainingMs(remainTime: number, fetchedAtMs: number, nowMs: number): number {
  return Math.max(0, remainTime - Math.max(0, nowMs - fetchedAtMs));
}

/**
 * fewinTime: when the draw happens — betting closes after remainTime, the draw follows lockTime
 * later; once betting has closed that sum no longer holds, so the draw's own drawTime is used.
 * Shown as HH:mm in Vietnam time (the draws' clock) so every visitor sees the same time.
 */
export function fewinTime(
  item: Pick<GameMenuItem, 'remainTime' | 'lockTime' | 'drawTime'>,
  fetchedAtMs: number,
): string {
  const drawMs =
    fetchedAtMs + (item.remainTime > 0 ? item.remainTime + item.lockTime : item.drawTime);
  const vn = new Date(drawMs + 7 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(vn.getUTCHours())}:${pad(vn.getUTCMinutes())}:${pad(vn.getUTCSeconds())}`;
}

/** A countdown as HH:MM:SS, rounded up so it reads 0 only once betting has closed. */
export function formatCountdown(ms: number): string {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The digits shown as balls for the latest result: the top prize's, at most 6. */
export function openNumberDigits(winNo: readonly string[]): string[] {
  return [...(winNo[0] ?? '')].filter((c) => c >= '0' && c <= '9').slice(0, OPEN_NUMBER_DIGITS);
}

/** Arrows scroll the menu tabs when there are more than 7 menus. */
export function needsMenuArrows(menuCount: number): boolean {
  return menuCount > MENUS_WITHOUT_ARROWS;
}

const WEEKDAY_KEYS = [
  'weekday.0',
  'weekday.1',
  'weekday.2',
  'weekday.3',
  'weekday.4',
  'weekday.5',
  'weekday.6',
] as const;

/** The translation key of weekday `day` (Sunday = 1). */
export function weekdayKey(day: number): (typeof WEEKDAY_KEYS)[number] {
  return WEEKDAY_KEYS[(((day - 1) % 7) + 7) % 7] ?? 'weekday.0';
}
