import { z } from 'zod';
import { gameType, languageParam, optionalParam } from './common';

/**
 * `GET /wps/relay/GCSGAME_getRankList` (public): the winners board, the biggest real payouts
 * of the last `days` days (play money excluded), user names masked (`ab***9`).
 */
export const getRankListQuery = z.object({
  gameType: optionalParam(gameType),
  limitNum: z.coerce.number().int().min(1).max(50).default(20),
  days: z.coerce.number().int().min(1).max(90).default(7),
  language: languageParam,
});

export const rankEntry = z.object({
  customerName: z.string(),
  /** Decimal string in currency units. */
  winAmount: z.string(),
  currency: z.string(),
  vassalage: z.string(),
  gameType: z.string().nullable(),
  gameName: z.string().nullable(),
  nodeId: z.string().nullable(),
  /** Unix ms. */
  winTime: z.number().int(),
});
export const getRankListValue = z.object({ list: z.array(rankEntry) });
export type GetRankListValue = z.infer<typeof getRankListValue>;
