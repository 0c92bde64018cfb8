import { z } from 'zod';
import { gameItem, gamePaging, languageParam, pageInfo, vassalage, optionalParam } from './common';

/**
 * `GET /wps/relay/GCS_recentGame` (token): games the member launched, latest first; recorded
 * at each launch. `vassalage` narrows to one vendor.
 */
export const listRecentGamesQuery = gamePaging.extend({
  vassalage: optionalParam(vassalage),
  language: languageParam,
});

export const recentGameItem = gameItem.extend({
  /** Unix ms of the last launch. */
  lastPlayed: z.number().int(),
});
export const listRecentGamesValue = pageInfo.extend({ list: z.array(recentGameItem) });
export type ListRecentGamesValue = z.infer<typeof listRecentGamesValue>;
