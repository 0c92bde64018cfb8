/**
 * The state of a record page's date filter and paging: a quick pick (past 7 days to start)
 * or a custom day range, turned into epoch-ms times; any change goes back to page 1.
 * Shared by the account record, bonus details and the points mall's points details.
 */
import { useState } from 'react';
import { quickRange, rangeToTimes, type DayRange, type QuickPick } from '../shared/date-range';

export function useRecordRange(now: () => Date) {
  const [pick, setPick] = useState<QuickPick>('7d');
  const [range, setRange] = useState<DayRange>(() => quickRange('7d', now()));
  const [page, setPage] = useState(1);
  return {
    pick,
    range,
    page,
    setPage,
    times: rangeToTimes(range),
    onPick: (p: Exclude<QuickPick, 'custom'>) => {
      setPick(p);
      setRange(quickRange(p, now()));
      setPage(1);
    },
    onRange: (r: DayRange) => {
      setPick('custom');
      setRange(r);
      setPage(1);
    },
  };
}
