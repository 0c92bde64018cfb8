/**
 * The lottery games as data: the prize layout of each family, and every game with its schedule.
 * This module is pure and browser-safe: the verifier page imports it to recompute results.
 */
import type { LotteryFamily } from '@wl/contract/lottery/bet-types';
import { VN_DRAW_TIMES, VN_PROVINCES, type VnRegion, type Weekday } from './vn-provinces';

export type PrizeTier = 'special' | 'g1' | 'g2' | 'g3' | 'g4' | 'g5' | 'g6' | 'g7' | 'g8' | 'main';

/** `count` numbers of `digits` digits each (leading zeros kept: "05"). */
export interface PrizeRow {
  tier: PrizeTier;
  count: number;
  digits: number;
}

/**
 * Prize layouts in the order digits are derived from the seed (special first). Miền Bắc:
 * 27 numbers; Miền Trung / Nam: 18 numbers; fast 5D: one 5-digit number whose digits are the
 * positions 1–5 (position 1 = leftmost = ten-thousands).
 */
export const PRIZE_LAYOUTS: Readonly<Record<LotteryFamily, readonly PrizeRow[]>> = {
  'vn-north': [
    { tier: 'special', count: 1, digits: 5 },
    { tier: 'g1', count: 1, digits: 5 },
    { tier: 'g2', count: 2, digits: 5 },
    { tier: 'g3', count: 6, digits: 5 },
    { tier: 'g4', count: 4, digits: 4 },
    { tier: 'g5', count: 6, digits: 4 },
    { tier: 'g6', count: 3, digits: 3 },
    { tier: 'g7', count: 4, digits: 2 },
  ],
  'vn-provincial': [
    { tier: 'special', count: 1, digits: 6 },
    { tier: 'g1', count: 1, digits: 5 },
    { tier: 'g2', count: 1, digits: 5 },
    { tier: 'g3', count: 2, digits: 5 },
    { tier: 'g4', count: 7, digits: 5 },
    { tier: 'g5', count: 1, digits: 4 },
    { tier: 'g6', count: 3, digits: 4 },
    { tier: 'g7', count: 1, digits: 3 },
    { tier: 'g8', count: 1, digits: 2 },
  ],
  'fast-5d': [{ tier: 'main', count: 1, digits: 5 }],
};

/** The "đầu" prize of the đầu / đầu-đuôi bets: the lowest prize of the layout. */
export const DAU_TIER: Readonly<Record<LotteryFamily, PrizeTier | null>> = {
  'vn-north': 'g7',
  'vn-provincial': 'g8',
  'fast-5d': null,
};

export type GameSchedule =
  | {
      kind: 'daily';
      /** Local time in Asia/Ho_Chi_Minh, "HH:MM". */
      drawTime: string;
      drawDays: readonly Weekday[];
      lockSec: number;
      missedGraceSec: number;
    }
  | { kind: 'interval'; intervalSec: number; lockSec: number; missedGraceSec: number };

export interface LotteryGame {
  code: string;
  family: LotteryFamily;
  /** The lobby category: ELOTT for the fast lotteries, LOTT for the Vietnamese ones. */
  prizeMode: 'LOTT' | 'ELOTT';
  region: VnRegion | null;
  /** A provincial lottery's province (its name in every language); null for the others. */
  province: string | null;
  schedule: GameSchedule;
}

const ALL_DAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];
/** Betting on a Vietnamese draw closes 15 minutes before it. */
const VN_LOCK_SEC = 15 * 60;
/** A Vietnamese draw missed by up to an hour is still drawn (see run-due-draws.ts). */
const VN_MISSED_GRACE_SEC = 60 * 60;
const FAST_MISSED_GRACE_SEC = 5 * 60;


function fastGame(minutes: 1 | 3 | 5, lockSec: number): LotteryGame {
  return {
    code: `FAST5D_${minutes}M`,
    family: 'fast-5d',
    prizeMode: 'ELOTT',
    region: null,
    province: null,
    schedule: {
      kind: 'interval',
      intervalSec: minutes * 60,
      lockSec,
      missedGraceSec: FAST_MISSED_GRACE_SEC,
    },
  };
}

const NORTH: LotteryGame = {
  code: 'VN_MB',
  family: 'vn-north',
  prizeMode: 'LOTT',
  region: 'north',
  province: null,
  schedule: {
    kind: 'daily',
    drawTime: VN_DRAW_TIMES.north,
    drawDays: ALL_DAYS,
    lockSec: VN_LOCK_SEC,
    missedGraceSec: VN_MISSED_GRACE_SEC,
  },
};

const PROVINCIAL: LotteryGame[] = VN_PROVINCES.map((p) => ({
  code: `VN_${p.region === 'south' ? 'MN' : 'MT'}_${p.code}`,
  family: 'vn-provincial',
  prizeMode: 'LOTT',
  region: p.region,
  province: p.name,
  schedule: {
    kind: 'daily',
    drawTime: VN_DRAW_TIMES[p.region],
    drawDays: p.drawDays,
    lockSec: VN_LOCK_SEC,
    missedGraceSec: VN_MISSED_GRACE_SEC,
  },
}));

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  fastGame(1, 10),
  fastGame(3, 30),
  fastGame(5, 60),
  NORTH,
  ...PROVINCIAL,
];

const BY_CODE = new Map(LOTTERY_GAMES.map((g) => [g.code, g]));

export function findGame(code: string): LotteryGame | undefined {
  return BY_CODE.get(code);
}

/** Games with a draw on this weekday (Sunday = 1); fast games draw every day. */
export function gamesDrawingOn(weekday: Weekday): LotteryGame[] {
  return LOTTERY_GAMES.filter(
    (g) => g.schedule.kind === 'interval' || g.schedule.drawDays.includes(weekday),
  );
}

/** How many numbers a result of this family holds (27, 18 or 1). */
export function prizeCount(family: LotteryFamily): number {
  return PRIZE_LAYOUTS[family].reduce((n, row) => n + row.count, 0);
}
