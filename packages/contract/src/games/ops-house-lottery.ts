import { z } from 'zod';
import {
  houseLotteryTable,
  lotteryBetType,
  lotteryFamily,
  oddsNumber,
  stakeMinor,
} from '../vendor-wallet/house-lottery';

/**
 * The back office's lottery settings (ADR 0040). The platform passes the odds, switches and
 * stake limits on to the house (which owns them and checks each bet type's exact RTP is within
 * 90–100 %); the lobby's list and order of lotteries are the platform's own. Every change is
 * audited before → after.
 *
 * GET /ops/house-lottery            'lottery.view'      tables, RTP range and the lobby list
 * PUT /ops/house-lottery/odds       'lottery.odds'      one family's odds
 * PUT /ops/house-lottery/switches   'lottery.switches'  one family's switched-off bet types
 * PUT /ops/house-lottery/limits     'lottery.limits'    one family's min/max stake per bet
 * PUT /ops/house-lottery/lobby      'lottery.lobby'     which lotteries the lobby lists, in order
 *
 * Refusals: malformed input → request_param_err with `value.fields`; an RTP out of range →
 * request_param_err, message `ops_error_lottery_rtp_range`, `value.fields` per bet type
 * (`odds.<betType>`); an unknown lottery → request_param_err `ops_error_lottery_unknown_game`.
 */
export const opsLotteryTable = houseLotteryTable;
export type OpsLotteryTable = z.infer<typeof opsLotteryTable>;

export const opsLobbyLottery = z.object({
  gameCode: z.string(),
  family: lotteryFamily,
  /** The lottery's names as the house gives them. */
  names: z.object({ VI: z.string(), EN: z.string(), TW: z.string() }),
  enabled: z.boolean(),
});
export type OpsLobbyLottery = z.infer<typeof opsLobbyLottery>;

export const getHouseLotteryResponse = z.object({
  rtpMinPercent: z.string(),
  rtpMaxPercent: z.string(),
  tables: z.array(opsLotteryTable),
  /** Every lottery in the operator's lobby order (the default order while none was saved). */
  lobby: z.array(opsLobbyLottery),
});
export type GetHouseLotteryResponse = z.infer<typeof getHouseLotteryResponse>;

export const saveLotteryOddsRequest = z.object({
  family: lotteryFamily,
  odds: z.partialRecord(lotteryBetType, z.object({ win: oddsNumber, per: oddsNumber })),
});
export type SaveLotteryOddsRequest = z.infer<typeof saveLotteryOddsRequest>;

export const saveLotterySwitchesRequest = z.object({
  family: lotteryFamily,
  switchedOff: z.array(lotteryBetType).max(20),
});

export const saveLotteryLimitsRequest = z.object({
  family: lotteryFamily,
  minStakeMinor: stakeMinor,
  maxStakeMinor: stakeMinor,
});

const lotteryCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);

export const saveLotteryLobbyRequest = z.object({
  /** The lotteries in lobby order, each on or off; distinct codes the house knows. */
  games: z
    .array(z.object({ gameCode: lotteryCode, enabled: z.boolean() }))
    .min(1)
    .max(200)
    .refine((g) => new Set(g.map((x) => x.gameCode)).size === g.length, 'duplicate gameCode'),
});
export type SaveLotteryLobbyRequest = z.infer<typeof saveLotteryLobbyRequest>;

export const saveLotteryLobbyResponse = z.object({ lobby: z.array(opsLobbyLottery) });
