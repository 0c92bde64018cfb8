/**
 * The point mall object (spec §4): every points answer the site holds lives under one query
 * key, so hiding the member centre can clear it in one call (its balance, goods and records
 * are read afresh the next time they are shown). Kept apart from the calls so the member
 * centre does not pull the mall's code into the first load.
 */
import type { QueryClient } from '@tanstack/react-query';

export const POINT_MALL_KEY = ['pointMall'] as const;

/** Drops the cached points data; a mall on screen reloads it at once. */
export function clearPointMall(client: QueryClient) {
  void client.resetQueries({ queryKey: POINT_MALL_KEY });
}
