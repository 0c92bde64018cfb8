import { z } from 'zod';
import { envelope } from '../common/envelope';
import { prizeModeParam } from '../lottery-lobby/game-menu';
import { gameType, languageParam, nodeId, vassalage } from './common';

/**
 * `GET /wps/game/launchGame` (token optional: a visitor may open demo mode only). The game is
 * named by `nodeId` (the catalogue's id); `vassalage` + `gameId` (the vendor's game code) name
 * it when the nodeId is unknown. `launchMode` is required (`GLS`): without it the call is
 * refused as bad input (400 `request_param_err`, naming the field), not the original's 500
 * #727. `accountType` 1 plays real money, 0 the vendor's demo money (trial members and
 * visitors always get demo).
 * Written by the vendor-wallet helper in the games contract folder, beside the catalogue calls.
 */
export const launchGameQuery = z.object({
  gameType: gameType.optional(),
  vassalage: vassalage.optional(),
  gameId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  nodeId: nodeId.optional(),
  platform: z.string().max(16).optional(),
  launchMode: z.string().min(1).max(16),
  accountType: z.enum(['0', '1']).default('1'),
  language: languageParam,
  /** Where the game's lobby button goes (http/https). */
  backUrl: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * The lottery lobby's launch (reference §3.7): `lottoGameCode` names the house lottery to open
   * (it wins over vassalage/gameId and is noted in the member's recent lotteries);
   * `lottoView=lobby` opens the house's lottery lobby instead of the game's betting page.
   */
  lottoArea: z.enum(['VN']).optional(),
  lottoPrizeMode: prizeModeParam,
  lottoGameCode: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}$/)
    .optional(),
  lottoView: z.enum(['betting', 'lobby']).optional(),
});
export type LaunchGameQuery = z.input<typeof launchGameQuery>;

export const launchGameValue = z.object({
  content: z.object({
    /** Put this in the game iframe at once: its launch token is single-use and short-lived. */
    game_url: z.string(),
    /** real: the member's wallet; demo: the vendor's play money. */
    mode: z.enum(['real', 'demo']),
    vendorCode: z.string(),
    gameCode: z.string(),
    walletMode: z.enum(['seamless', 'transfer']),
  }),
  /** Older clients read value.url. */
  url: z.string(),
});
export type LaunchGameValue = z.infer<typeof launchGameValue>;

export const launchGameResponse = envelope(launchGameValue);
