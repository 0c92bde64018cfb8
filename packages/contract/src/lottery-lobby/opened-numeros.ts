import { z } from 'zod';

/** `GET /lgw/vn/numeros/opened/game`: each game's latest finished draw, newest first. */
export const openedDrawItem = z.object({
  gameId: z.string(),
  remark: z.string(),
  numero: z.string(),
  winningTime: z.string(),
  drawAt: z.string(),
  winNo: z.array(z.string()),
});
export const openedDrawsValue = z.array(openedDrawItem);
export type OpenedDrawItem = z.infer<typeof openedDrawItem>;

/** `GET /lotto/lgw/games/opened/numero` (token): the numeros open for betting now. */
export const openNumeroItem = z.object({
  gameId: z.string(),
  numero: z.string(),
  remainTime: z.number().int().nonnegative(),
  lockTime: z.number().int().nonnegative(),
  commitment: z.string().nullable(),
});
export const openNumerosValue = z.array(openNumeroItem);
