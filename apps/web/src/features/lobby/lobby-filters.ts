/**
 * The lobby's list state (spec §2 Game lobby): which list (all, hot, fav, recent), the four
 * filters (vendor, name search, classify, minimum bet) and the page. The filters are
 * exclusive: changing one resets to page 1 and clears the others, so a search looks across
 * every vendor of the type and a classify choice is not narrowed by an old search.
 */
export const LIST_TYPES = ['all', 'hot', 'fav', 'recent'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** Lists that need a signed-in member (spec §5). */
export const LOGIN_LISTS: readonly ListType[] = ['fav', 'recent'];

export interface LobbyFilters {
  listType: ListType;
  vendor: string | null;
  gameName: string;
  classify: string | null;
  minBet: string | null;
  pageNo: number;
}

export type FilterChange =
  | { kind: 'vendor'; value: string | null }
  | { kind: 'gameName'; value: string }
  | { kind: 'classify'; value: string | null }
  | { kind: 'minBet'; value: string | null };

export function initialFilters(vendor: string | null = null): LobbyFilters {
  return { listType: 'all', vendor, gameName: '', classify: null, minBet: null, pageNo: 1 };
}

/** Applies one filter change: page 1, the changed filter set, every other filter cleared. */
export function changeFilter(state: LobbyFilters, change: FilterChange): LobbyFilters {
  const cleared: LobbyFilters = { ...initialFilters(), listType: state.listType };
  switch (change.kind) {
    case 'vendor':
      return { ...cleared, vendor: change.value };
    case 'gameName':
      return { ...cleared, gameName: change.value };
    case 'classify':
      return { ...cleared, classify: change.value };
    case 'minBet':
      return { ...cleared, minBet: change.value };
    default: {
      const never: never = change;
      return never;
    }
  }
}

/** Switching the list keeps the vendor tab (the lists are per vendor) and starts at page 1. */
export function changeListType(state: LobbyFilters, listType: ListType): LobbyFilters {
  return { ...initialFilters(state.vendor), listType };
}

export function changePage(state: LobbyFilters, pageNo: number): LobbyFilters {
  return { ...state, pageNo };
}
