import { z } from 'zod';
import { gameItem, gameType, languageParam, vassalage, optionalParam } from './common';

/**
 * `GET /wps/relay/GCSGAME_hotGamesV2` (public): hot games, optionally of one vendor or type.
 * `footer` lists the vendors shown in the site footer (those with enabled games).
 */
export const listHotGamesQuery = z.object({
  vassalage: optionalParam(vassalage),
  gameType: optionalParam(gameType),
  language: languageParam,
});

export const listHotGamesValue = z.object({
  list: z.array(gameItem),
  footer: z.array(z.object({ vassalage: z.string(), displayName: z.string(), gameType })),
});
export type ListHotGamesValue = z.infer<typeof listHotGamesValue>;
