import { z } from 'zod';
import { DRAW_STATUSES } from './bet-types';

/**
 * `GET /api/lottery/results` (house; no session needed): a game's finished draws, newest first,
 * for draw history, trend chart and the verifier (commitment, seed and full result per draw).
 */
export const listDrawResultsQuery = z.object({
  gameCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  limit: z.coerce.number().int().min(1).max(200).default(30),
  /** ISO time: only draws before it (paging backwards). */
  before: z.iso.datetime().optional(),
});

export const drawResultView = z.object({
  numero: z.string(),
  drawAt: z.string(),
  winningTime: z.string(),
  status: z.enum(DRAW_STATUSES),
  voidReason: z.string().nullable(),
  commitment: z.string(),
  seed: z.string().nullable(),
  result: z
    .object({
      gameCode: z.string(),
      numero: z.string(),
      prizes: z.array(z.object({ tier: z.string(), numbers: z.array(z.string()) })),
    })
    .nullable(),
});
export type DrawResultView = z.infer<typeof drawResultView>;

export const listDrawResultsResponse = z.array(drawResultView);
