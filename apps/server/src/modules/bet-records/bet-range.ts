import { AppError } from '../../http/app-error';

const DAY_MS = 86_400_000;
const MAX_DAYS = 90;

/**
 * The [from, to) instants of a filter: a quick pick (today, yesterday, last 7 or 30 days) or
 * inclusive UTC days; default the last 7 days. More than 90 days or an inverted range is refused.
 */
export function betRange(
  f: { startDate?: string | undefined; endDate?: string | undefined; quick?: string | undefined },
  nowMs: number,
): { from: Date; to: Date } {
  const today = Math.floor(nowMs / DAY_MS) * DAY_MS;
  const quick: Record<string, [number, number]> = {
    today: [today, today + DAY_MS],
    yesterday: [today - DAY_MS, today],
    last7days: [today - 6 * DAY_MS, today + DAY_MS],
    last30days: [today - 29 * DAY_MS, today + DAY_MS],
  };
  const picked = quick[f.quick ?? (f.startDate || f.endDate ? '' : 'last7days')];
  if (picked) return { from: new Date(picked[0]), to: new Date(picked[1]) };
  const from = f.startDate ? Date.parse(`${f.startDate}T00:00:00Z`) : today - 6 * DAY_MS;
  const to = (f.endDate ? Date.parse(`${f.endDate}T00:00:00Z`) : today) + DAY_MS;
  if (Number.isNaN(from) || Number.isNaN(to) || to <= from || to - from > MAX_DAYS * DAY_MS) {
    throw new AppError('request_param_err', { messageKey: 'error_date_range' });
  }
  return { from: new Date(from), to: new Date(to) };
}
