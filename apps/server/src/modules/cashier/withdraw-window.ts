/**
 * The merchant's withdrawal hours: "HH:MM" to "HH:MM" in its time zone; equal means all day,
 * and a window may run past midnight (22:00–06:00).
 */
export function withinWithdrawHours(
  nowMs: number,
  from: string,
  to: string,
  timeZone: string,
): boolean {
  if (from === to) return true;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(nowMs));
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '00';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '00';
  const now = `${hour}:${minute}`;
  return from < to ? now >= from && now < to : now >= from || now < to;
}
