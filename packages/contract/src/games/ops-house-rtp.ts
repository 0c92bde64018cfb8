import { z } from 'zod';
import { houseGameRtp } from '../vendor-wallet/house-rtp';

/**
 * The back office's house RTP calls (the house's provably fair games; basis points, 9900 =
 * 99.00 %). The platform passes them on to the house with signed calls; the house checks the
 * allowed range and applies a change to rounds played after it.
 *
 * GET  /ops/house-rtp   the configurable games with their RTP and allowed range ('games.view')
 * POST /ops/house-rtp   set one game's RTP ('games.edit', audited before → after)
 */
export const opsHouseRtp = houseGameRtp;
export type OpsHouseRtp = z.infer<typeof opsHouseRtp>;

export const listHouseRtpResponse = z.object({ list: z.array(opsHouseRtp) });

export const saveHouseRtpRequest = z.object({
  gameCode: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  rtpBp: z.number().int(),
});
