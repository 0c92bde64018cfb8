import { z } from 'zod';
import {
  gameClassify,
  gameItem,
  gamePaging,
  gameType,
  languageParam,
  pageInfo,
  vassalage,
} from './common';

/**
 * `GET /wps/relay/GCSGAME_gameList` (token optional): one page of a lobby. Every filter is
 * honoured together (the client clears the others when one changes). `gameName` matches any
 * language's name, case-insensitively, anywhere in the name. `minBet` (currency units) keeps
 * games whose minimum bet is at most that amount. Extra original parameters (clientType,
 * platform, channel, merchant, minLineNum) are accepted and ignored.
 */
export const listGamesQuery = gamePaging.extend({
  gameType: gameType.optional(),
  vassalage: vassalage.optional(),
  gameClassify: gameClassify.optional(),
  gameName: z.string().trim().max(50).optional(),
  minBet: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/)
    .optional(),
  language: languageParam,
});
export type ListGamesQuery = z.input<typeof listGamesQuery>;

export const listGamesValue = pageInfo.extend({ games: z.array(gameItem) });
export type ListGamesValue = z.infer<typeof listGamesValue>;
