import { z } from 'zod';
import { gameClassify, gameType, languageParam } from './common';

/**
 * `GET /wps/relay/GCSGAME_newGameVendor`: the vendor lanes of the header and lobby nav.
 * Lanes come in the spec's category order (ELOTT, LOTT, LIVE, SPORTS, ESPORTS, COCKFIGHT,
 * FISH, RNG, PVP — esports and cockfight split out of sports, cockfight two after sports);
 * a lane exists only when it has vendors. `flush` skips the server cache.
 */
export const listVendorLanesQuery = z.object({
  flush: z.enum(['true', 'false', '1', '0']).optional(),
  language: languageParam,
});

export const vendorCard = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType,
  /** 1 = hot (spec §9). */
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** VASSALAGE opens the vendor's list; GAME launches `nodeId` directly. */
  isGame: z.enum(['VASSALAGE', 'GAME']),
  gameCode: z.string().nullable(),
  nodeId: z.string().nullable(),
  accountTypeId: z.number().int(),
  defaultPlayType: z.enum(['REAL', 'DEMO']),
  walletMode: z.enum(['seamless', 'transfer']),
  /** A demo vendor: its games open the house's games in demo mode, or cannot launch. */
  demo: z.boolean(),
  launchable: z.boolean(),
  gameCount: z.number().int(),
  iconUrl: z.string(),
});
export type VendorCard = z.infer<typeof vendorCard>;

export const vendorLane = z.object({
  title: gameType,
  cards: z.array(vendorCard),
  /** The classify values present in this lane's games. */
  gameClassify: z.array(gameClassify),
});
export type VendorLane = z.infer<typeof vendorLane>;

export const listVendorLanesValue = z.object({ data: z.object({ lanes: z.array(vendorLane) }) });
export type ListVendorLanesValue = z.infer<typeof listVendorLanesValue>;
