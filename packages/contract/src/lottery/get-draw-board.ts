import { z } from 'zod';
import { LOTTERY_FAMILIES } from './bet-types';

/**
 * `GET /api/lottery/board` (house; no session needed): per game the current draw and the last
 * result. `remainTime` is ms until betting closes (the page counts down remainTime minus half
 * the request's round trip), `lockTime` ms from close to draw, `drawDayOfWeek` Sunday = 1,
 * `winningTime` YYYY.MM.DD. `commitment` is sha256(seed) of the current draw (null before the
 * draw is created); the last result carries its revealed seed.
 */
export const getDrawBoardQuery = z.object({
  /** Comma-separated game codes; all games when absent. */
  games: z
    .string()
    .regex(/^[A-Z0-9_,]{2,2000}$/)
    .optional(),
});

export const publishedDrawView = z.object({
  numero: z.string(),
  drawAt: z.string(),
  winningTime: z.string(),
  winNo: z.array(z.string()),
  commitment: z.string(),
  seed: z.string(),
});

export const drawBoardEntry = z.object({
  gameCode: z.string(),
  prizeMode: z.enum(['LOTT', 'ELOTT']),
  family: z.enum(LOTTERY_FAMILIES),
  region: z.enum(['north', 'central', 'south']).nullable(),
  names: z.object({ VI: z.string(), EN: z.string(), TW: z.string() }),
  drawDays: z.array(z.number().int().min(1).max(7)),
  current: z.object({
    numero: z.string(),
    remainTime: z.number().int().nonnegative(),
    lockTime: z.number().int().nonnegative(),
    drawDayOfWeek: z.number().int().min(1).max(7),
    winningTime: z.string(),
    openAt: z.string(),
    lockAt: z.string(),
    drawAt: z.string(),
    commitment: z.string().nullable(),
    bettingOpen: z.boolean(),
  }),
  last: publishedDrawView.nullable(),
});
export type DrawBoardEntry = z.infer<typeof drawBoardEntry>;

export const getDrawBoardResponse = z.array(drawBoardEntry);
