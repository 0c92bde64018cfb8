/**
 * The record pages' date filter: quick picks "today", "past 7 days", "past 30 days" (spec §9)
 * or a custom day range, turned into the epoch-ms range the record calls take.
 */
export type QuickPick = 'today' | '7d' | '30d' | 'custom';

export interface DayRange {
  /** yyyy-mm-dd, local time. */
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

export function dayText(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${m}-${d}`;
}

/** Past N days include today: "past 7 days" is today and the six days before it. */
export function quickRange(pick: Exclude<QuickPick, 'custom'>, now: Date): DayRange {
  const days = pick === 'today' ? 1 : pick === '7d' ? 7 : 30;
  const from = new Date(now.getTime() - (days - 1) * DAY_MS);
  return { from: dayText(from), to: dayText(now) };
}

function localDay(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** Start of the first day to the last millisecond of the last day; null if not valid. */
export function rangeToTimes(range: DayRange): { startTime: number; endTime: number } | null {
  const from = localDay(range.from);
  const to = localDay(range.to);
  if (!from || !to || from > to) return null;
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).getTime() - 1;
  return { startTime: from.getTime(), endTime: end };
}
