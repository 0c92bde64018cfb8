import { z } from 'zod';
import { BET_STATUSES, BET_TYPES } from './bet-types';
import { minorUnits, positiveMinorUnits } from '../vendor-wallet/common';

/**
 * `POST /api/lottery/bets` on the house betting page (session token): one bet on one draw.
 * Several numbers of a lô or đề sheet are several bets. `betRef` is the page's idempotency key:
 * a retry with it returns the first bet. Refusals: lottery.draw_closed (lock time reached),
 * lottery.draw_not_open, lottery.draw_not_found, lottery.game_unknown, lottery.bet_invalid,
 * lottery.stake_out_of_range, lottery.bet_ref_conflict, and the wallet's debit refusals.
 */
export const placeLotteryBetRequest = z.object({
  gameCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  numero: z.string().regex(/^\d{8}(-\d{4})?$/),
  betType: z.enum(BET_TYPES),
  /** Digit strings ("07", "123"), or big / small / odd / even, or one digit for pos_digit. */
  numbers: z
    .array(z.string().regex(/^(\d{1,4}|big|small|odd|even)$/))
    .min(1)
    .max(4),
  /** 1–5 for the positional 5D bets (1 = leftmost digit), else null. */
  position: z.number().int().min(1).max(5).nullable().default(null),
  stakeMinor: positiveMinorUnits,
  betRef: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
export type PlaceLotteryBetRequest = z.infer<typeof placeLotteryBetRequest>;

export const lotteryBetView = z.object({
  betId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  betType: z.enum(BET_TYPES),
  numbers: z.array(z.string()),
  position: z.number().int().nullable(),
  stakeMinor: minorUnits,
  /** Null until settled. */
  payoutMinor: minorUnits.nullable(),
  status: z.enum(BET_STATUSES),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryBetView = z.infer<typeof lotteryBetView>;

export const placeLotteryBetResponse = lotteryBetView;
