import { z } from 'zod';
import { gameItem, gameType, languageParam, vassalage } from './common';

/**
 * `GET /wps/relay/GCSGAME_hotGamesV2` (public): hot games, optionally of one vendor or type.
 * `footer` lists the vendors shown in the site footer (those with enabled games).
 */
export const listHotGamesQuery = z.object({
  vassalage: vassalage.optional(),
  gameType: gameType.optional(),
  language: languageParam,
});

export const listHotGamesValue = z.object({
  list: z.array(gameItem),
  footer: z.array(z.object({ vassalage: z.string(), displayName: z.string(), gameType })),
});
export type ListHotGamesValue = z.infer<typeof listHotGamesValue>;
