/**
 * The filters both pages share: game type, vendor, and either a quick pick (the server turns it
 * into UTC days) or a custom inclusive day range. Custom days are checked here too (order, at
 * most 90 days apart) so a bad range is explained instead of sent.
 */
import { QUICK_RANGES } from '@wl/contract/bet-records/common';

export type QuickRange = (typeof QUICK_RANGES)[number];
export { QUICK_RANGES };

export interface BetFilterState {
  gameType: string;
  vendorCode: string;
  quick: QuickRange | null;
  /** yyyy-mm-dd; used when `quick` is null. */
  startDate: string;
  endDate: string;
}

export const INITIAL_FILTER: BetFilterState = {
  gameType: '',
  vendorCode: '',
  quick: 'today',
  startDate: '',
  endDate: '',
};

const DAY_MS = 86_400_000;
export const MAX_RANGE_DAYS = 90;

function dayMs(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms;
}

/** Null when the custom range can be sent, else why not. */
export function rangeProblem(filter: BetFilterState): 'incomplete' | 'order' | 'tooLong' | null {
  if (filter.quick !== null) return null;
  const from = dayMs(filter.startDate);
  const to = dayMs(filter.endDate);
  if (from === null || to === null) return 'incomplete';
  if (from > to) return 'order';
  if ((to - from) / DAY_MS > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

export function filterQuery(filter: BetFilterState): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.gameType) query.gameType = filter.gameType;
  if (filter.vendorCode) query.vendorCode = filter.vendorCode;
  if (filter.quick !== null) query.quick = filter.quick;
  else {
    query.startDate = filter.startDate;
    query.endDate = filter.endDate;
  }
  return query;
}
