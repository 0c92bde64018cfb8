import { z } from 'zod';
import { gameCode, signedRequestBase } from './common';

/**
 * The house's RTP settings (docs/vendor-wallet-api.md, "House settings"): the platform, signed as
 * the house's seamless vendor code, reads the configurable games' return to player
 * (`POST {vendorBase}/settings/rtp/list`) and sets one (`/settings/rtp/set`). RTP is in basis
 * points (9900 = 99.00 %); the house refuses a value outside [rtpMinBp, rtpMaxBp] with
 * RTP_OUT_OF_RANGE and changes nothing. A new value applies to rounds played after it.
 */
export const HOUSE_RTP_PATHS = { list: 'settings/rtp/list', set: 'settings/rtp/set' } as const;

export const houseRtpListRequest = signedRequestBase;

export const houseRtpSetRequest = signedRequestBase.extend({
  gameCode,
  rtpBp: z.number().int(),
});
export type HouseRtpSetRequest = z.input<typeof houseRtpSetRequest>;

export const houseGameRtp = z.object({
  gameCode,
  rtpBp: z.number().int(),
  rtpMinBp: z.number().int(),
  rtpMaxBp: z.number().int(),
});
export type HouseGameRtp = z.infer<typeof houseGameRtp>;

export const houseRtpListValue = z.object({ games: z.array(houseGameRtp) });
