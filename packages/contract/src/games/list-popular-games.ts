import { z } from 'zod';
import { gameItem, gameType, languageParam, optionalParam } from './common';

/**
 * `GET /wps/relay/GCSGAME_popularGames` (public): the most played games over the last
 * `days` days (by members' recent-game plays), then hot games to fill `count`.
 */
export const listPopularGamesQuery = z.object({
  count: z.coerce.number().int().min(1).max(100).default(20),
  gameType: optionalParam(gameType),
  language: languageParam,
});

export const listPopularGamesValue = z.object({ list: z.array(gameItem) });
export type ListPopularGamesValue = z.infer<typeof listPopularGamesValue>;
