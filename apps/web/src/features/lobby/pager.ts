/**
 * Paging arithmetic (spec §2, §9): first, last, prev and next clamped to 1..totalPages, and
 * the page bar's items with the defaults range 3 (pages around the current one) and margin 1
 * (pages kept at each end), gaps shown as breaks.
 */
export const PAGE_RANGE = 3;
export const PAGE_MARGIN = 1;

export type PagerAction = 'first' | 'prev' | 'next' | 'last';
export type PageItem = { kind: 'page'; page: number } | { kind: 'break'; key: string };

export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

export function pageAfter(action: PagerAction, current: number, totalPages: number): number {
  switch (action) {
    case 'first':
      return 1;
    case 'prev':
      return clampPage(current - 1, totalPages);
    case 'next':
      return clampPage(current + 1, totalPages);
    case 'last':
      return clampPage(totalPages, totalPages);
    default: {
      const never: never = action;
      return never;
    }
  }
}

/**
 * The page bar: `margin` pages at each end and a window of `range` pages centred on the
 * current one (shifted to stay inside), with one break for each skipped run.
 */
export function pageItems(
  current: number,
  totalPages: number,
  range = PAGE_RANGE,
  margin = PAGE_MARGIN,
): PageItem[] {
  const total = Math.max(1, Math.floor(totalPages));
  const page = clampPage(current, total);
  let start = Math.max(1, page - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p += 1) shown.add(p);
  for (let p = start; p <= end; p += 1) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p += 1) shown.add(p);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p > previous + 1) items.push({ kind: 'break', key: `break-${previous}` });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}
