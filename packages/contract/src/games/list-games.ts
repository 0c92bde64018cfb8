import { z } from 'zod';
import {
  optionalParam,
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
  gameType: optionalParam(gameType),
  vassalage: optionalParam(vassalage),
  gameClassify: optionalParam(gameClassify),
  gameName: optionalParam(z.string().trim().max(50)),
  minBet: optionalParam(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/)),
  language: languageParam,
});
export type ListGamesQuery = z.input<typeof listGamesQuery>;

export const listGamesValue = pageInfo.extend({ games: z.array(gameItem) });
export type ListGamesValue = z.infer<typeof listGamesValue>;
