import { z } from 'zod';
import { gameItem, languageParam } from './common';

/**
 * `GET /wps/relay/GCSGAME_getVassGameType` (also `GLS2_getVassGameType`): every enabled
 * vendor's games by type then vendor, `{RNG: {HOUSE: [...]}, LIVE: {...}}`. Each vendor's
 * list holds at most `limit` games (default 30, the dropdown cap) in lobby order.
 */
export const getVendorGameTypesQuery = z.object({
  language: languageParam,
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const getVendorGameTypesValue = z.object({
  content: z.record(z.string(), z.record(z.string(), z.array(gameItem))),
});
export type GetVendorGameTypesValue = z.infer<typeof getVendorGameTypesValue>;
