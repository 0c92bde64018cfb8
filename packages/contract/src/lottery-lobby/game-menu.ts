import { z } from 'zod';

/**
 * The platform's lottery lobby calls (spec §7 "Lottery and missions", reference §3.7). The
 * draws come from the house games vendor's public board; the platform shapes them into the
 * original clients' menus. Times: `remainTime` ms until betting closes, `lockTime` ms from close
 * to draw, `drawDayOfWeek` Sunday = 1, `winningTime` YYYY.MM.DD.
 */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Prize mode as the clients send it (`Lott`, `ELOTT`, …); absent = the site's own rule. */
export const prizeModeParam = z
  .string()
  .transform((s) => s.toUpperCase())
  .pipe(z.enum(PRIZE_MODES))
  .optional();

const deviceParam = z.enum(['WEB', 'MOBILE', 'web', 'mobile']).optional();

export const LOTTERY_GROUPS = ['FAST', 'VN_MB', 'VN_MT', 'VN_MN'] as const;
export type LotteryGroup = (typeof LOTTERY_GROUPS)[number];

export const gameMenuItem = z.object({
  /** The menu (group) the game belongs to. */
  gameMenuTag: z.enum(LOTTERY_GROUPS),
  /** The house's game code, also the launch `lottoGameCode`. */
  gameId: z.string(),
  /** The game's name in the request's language. */
  remark: z.string(),
  numero: z.string(),
  remainTime: z.number().int().nonnegative(),
  lockTime: z.number().int().nonnegative(),
  /** ms until the draw (while betting is closed, remainTime + lockTime no longer tells it). */
  drawTime: z.number().int().nonnegative(),
  drawDayOfWeek: z.number().int().min(1).max(7),
  winningTime: z.string(),
  /** Weekdays with a draw (Sunday = 1), for the week filter. */
  drawDays: z.array(z.number().int().min(1).max(7)),
  gameType: z.enum(['LOTT', 'ELOTT']),
  accountTypeName: z.literal('TCG_LOTTO_VN'),
  vassalage: z.string(),
  bettingOpen: z.boolean(),
  /** The latest finished draw: its numero and open numbers. */
  lastNumero: z.string().nullable(),
  lastWinNo: z.array(z.string()),
});
export type GameMenuItem = z.infer<typeof gameMenuItem>;

export const gameMenuGroup = z.object({
  tag: z.enum(LOTTERY_GROUPS),
  gameGroupCode: z.enum(LOTTERY_GROUPS),
  prizeMode: z.enum(PRIZE_MODES),
  gameMenus: z.array(gameMenuItem),
});
export type GameMenuGroup = z.infer<typeof gameMenuGroup>;

/** `GET /lgw/vn/games/game_menu` and `/lgw/games/game_menus`: groups keyed by group code. */
export const gameMenuQuery = z.object({ prizeMode: prizeModeParam, device: deviceParam });
export const gameMenuValue = z.record(z.string(), gameMenuGroup);
export type GameMenuValue = z.infer<typeof gameMenuValue>;

/** `GET /lgw/vn/games/game_menu/recent` (token): the member's recently launched lotteries. */
export const recentGameMenuQuery = z.object({
  recentCount: z.coerce.number().int().min(1).max(100).default(100),
});
/** `POST /lgw/vn/games/game_menu/recent` (token): notes a launch of `gameId`. */
export const recordRecentBody = z.object({ gameId: z.string().regex(/^[A-Z0-9_]{2,32}$/) });
export const gameMenuListValue = z.array(gameMenuItem);
export type GameMenuListValue = z.infer<typeof gameMenuListValue>;

/** `GET /lgw/vn/games/numeric`: the Vietnamese numeric lottery list, next draw first. */
export const numericListQuery = z.object({
  count: z.coerce.number().int().min(1).max(100).default(100),
});

/** `GET /lgw/games/popular`: the most launched lotteries on this site. */
export const popularQuery = z.object({
  count: z.coerce.number().int().min(1).max(20).default(20),
  prizeMode: prizeModeParam,
  device: deviceParam,
  language: z.string().max(8).optional(),
});
