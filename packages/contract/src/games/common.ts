import { z } from 'zod';
import { queryInt } from '../common/paging';

/** The nine game types (spec §3). Route → type: /rng RNG, /live LIVE, ... (reference §6.2). */
export const GAME_TYPES = [
  'RNG',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
] as const;
export const gameType = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof gameType>;

/** Lobby classification filter options (spec §9); BG only when the TY language is on. */
export const CLASSIFY_FILTERS = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const;
/** Every sub-type a game may carry: the filters, SM slot, live sub-types, OT other. */
export const GAME_CLASSIFY = [
  ...CLASSIFY_FILTERS,
  'SM',
  'BAC',
  'SIC',
  'ROU',
  'DAT',
  'BJ',
  'NN',
  'OT',
] as const;
export const gameClassify = z.enum(GAME_CLASSIFY);
export type GameClassify = z.infer<typeof gameClassify>;

/** Minimum-bet filter options in currency units (spec §9); "all" is sent as no minBet. */
export const MIN_BET_OPTIONS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;

export const GAME_PAGE_SIZE = 15;

/** A vendor code ("vassalage"). Query text is upper-cased before the check. */
export const vassalage = z
  .string()
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_]{2,32}$/));

/**
 * An optional query parameter where an empty value means "not given": the original clients
 * send cleared filters as `gameClassify=&minBet=`.
 */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();

/** Game ids travel as digit strings (favourites, launches). */
export const nodeId = z.string().regex(/^[0-9]{1,18}$/);

/** A query's language override (e.g. `language=EN`); else the request's language. */
export const languageParam = z
  .string()
  .regex(/^[A-Za-z]{2,3}(_[A-Za-z]{2})?$/)
  .transform((s) => s.toUpperCase())
  .optional();

export const gamePaging = z.object({
  pageNo: queryInt(1, 100_000).default(1),
  /** Larger sizes are clamped to 100 rather than refused (favourites ask for 999). */
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(GAME_PAGE_SIZE)
    .transform((n) => Math.min(n, 100)),
});

/** One game as every list returns it. Amounts are decimal strings in currency units. */
export const gameItem = z.object({
  nodeId,
  vassalage: z.string(),
  gameType,
  gameId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  displayName: z.string(),
  gameClassify,
  minBet: z.string(),
  lines: z.number().int(),
  /** Absolute when the merchant configures image CDNs, else a path on this server. */
  iconUrl: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.union([z.literal(0), z.literal(1)]),
  isGame: z.literal('GAME'),
  /** false for a listed demo vendor that cannot be launched (launching answers why). */
  launchable: z.boolean(),
});
export type GameItem = z.infer<typeof gameItem>;

/** `{games|content|list, totalPages, pageNum}`: the paged answer's shared part. */
export const pageInfo = z.object({
  totalPages: z.number().int().min(0),
  pageNum: z.number().int().min(1),
  total: z.number().int().min(0),
});
