import { z } from 'zod';
import { BET_TYPES, LOTTERY_FAMILIES } from '../lottery/bet-types';
import { merchantCode, signedRequestBase } from './common';

/**
 * The house lottery's settings per operator (docs/vendor-wallet-api.md, "House settings";
 * ADR 0040): the platform, signed as the house's seamless vendor code, reads a merchant's
 * payout tables (`POST {vendorBase}/settings/lottery/get`) and changes one family's table
 * (`/settings/lottery/set`): the odds of its bet types, which bet types are switched off and
 * the stake limits per bet. A family without a table of the merchant plays the default one.
 *
 * The house refuses a table where any bet type's exact RTP is above 100 % or below the
 * 90 % floor (LOTTERY_RTP_OUT_OF_RANGE, value: the offending bet types with their RTP), and bad
 * stake limits (LOTTERY_STAKE_LIMITS); nothing is stored then. A bet keeps the odds it was
 * placed with; a change applies to bets placed after it.
 */
export const HOUSE_LOTTERY_PATHS = {
  get: 'settings/lottery/get',
  set: 'settings/lottery/set',
  /** The operator's lobby choice (which lotteries, in which order), pushed on every save. */
  lobby: 'settings/lottery/lobby',
} as const;

/** A positive whole number of units as text, at most 12 digits (odds `win` and `per`). */
export const oddsNumber = z.string().regex(/^[1-9]\d{0,11}$/, 'must be a positive whole number');

/** Minor units per bet as text (positive, at most 15 digits). */
export const stakeMinor = z.string().regex(/^[1-9]\d{0,14}$/, 'must be positive minor units');

export const lotteryFamily = z.enum(LOTTERY_FAMILIES);
export const lotteryBetType = z.enum(BET_TYPES);

export const houseLotteryGetRequest = signedRequestBase.extend({ merchantCode });

export const houseLotterySetRequest = signedRequestBase.extend({
  merchantCode,
  family: lotteryFamily,
  /** Every bet type of the family with its odds: pays `win` for every `per` staked, per hit. */
  odds: z.record(z.string(), z.object({ win: oddsNumber, per: oddsNumber })),
  /** Bet types players may not place (their odds are kept). */
  switchedOff: z.array(lotteryBetType).max(BET_TYPES.length),
  minStakeMinor: stakeMinor,
  maxStakeMinor: stakeMinor,
});
export type HouseLotterySetRequest = z.input<typeof houseLotterySetRequest>;

/**
 * The operator's lobby, whole, in order (`/settings/lottery/lobby`): the house's own lobby page
 * lists the enabled lotteries in this order and refuses bets on a switched-off one from the
 * operator's sessions. A game code the house does not run is refused (LOTTERY_UNKNOWN_GAME).
 */
export const houseLotteryLobbyRequest = signedRequestBase.extend({
  merchantCode,
  games: z
    .array(z.object({ gameCode: z.string().regex(/^[A-Z0-9_]{2,32}$/), enabled: z.boolean() }))
    .max(200)
    .refine((g) => new Set(g.map((x) => x.gameCode)).size === g.length, 'game codes must differ'),
});
export type HouseLotteryLobbyRequest = z.input<typeof houseLotteryLobbyRequest>;

export const houseLotteryBetType = z.object({
  betType: lotteryBetType,
  win: oddsNumber,
  per: oddsNumber,
  enabled: z.boolean(),
  /** Exact RTP of the bet type under these odds, two decimals ("98.00"). */
  rtpPercent: z.string(),
  /** Expected hits per bet (the highest over picks): RTP = win × num / (per × den). */
  hits: z.object({ num: z.string().regex(/^\d+$/), den: z.string().regex(/^[1-9]\d*$/) }),
});

export const houseLotteryTable = z.object({
  family: lotteryFamily,
  /** False while the merchant plays the house's default table. */
  custom: z.boolean(),
  minStakeMinor: stakeMinor,
  maxStakeMinor: stakeMinor,
  betTypes: z.array(houseLotteryBetType),
});
export type HouseLotteryTable = z.infer<typeof houseLotteryTable>;

export const houseLotteryGetValue = z.object({
  /** The allowed RTP range of every bet type, in percent with two decimals. */
  rtpMinPercent: z.string(),
  rtpMaxPercent: z.string(),
  tables: z.array(houseLotteryTable),
});
export type HouseLotteryGetValue = z.infer<typeof houseLotteryGetValue>;

/** The value of a LOTTERY_RTP_OUT_OF_RANGE refusal. */
export const houseLotteryRtpProblem = z.object({
  problems: z.array(z.object({ betType: z.string(), rtpPercent: z.string() })),
  rtpMinPercent: z.string(),
  rtpMaxPercent: z.string(),
});
