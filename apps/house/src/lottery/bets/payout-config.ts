/**
 * Payout tables as configuration, one per game family, with the checks that refuse a table
 * whose return to player would exceed 100 %. Odds are Vietnamese-style "pays `win` for every
 * `per` staked, per hit": lô 2 số in the North is 98 per 27 — a point costs 27 (one unit per
 * prize) and pays 98 each time the number appears, as Vietnamese books price it.
 */
import type { BetType, LotteryFamily } from '@wl/contract/lottery/bet-types';
import { betTypesOf } from './bet-selection';
import { compare, percentText, ratio, type Ratio } from './ratio';
import { rtpOfOdds, type Odds } from './rtp';

export interface PayoutConfig {
  family: LotteryFamily;
  /** The bet types offered and their odds; a bet type left out is not offered. */
  odds: Partial<Record<BetType, Odds>>;
  /** Bet types the operator switched off: kept in `odds`, but no bet may be placed on them. */
  switchedOff?: readonly BetType[];
  minStakeMinor: bigint;
  maxStakeMinor: bigint;
}

const o = (win: number, per: number): Odds => ({ win: BigInt(win), per: BigInt(per) });
const STAKE_LIMITS = { minStakeMinor: 100n, maxStakeMinor: 10_000_000n };

export const DEFAULT_PAYOUTS: Readonly<Record<LotteryFamily, PayoutConfig>> = {
  'vn-north': {
    family: 'vn-north',
    odds: {
      lo2: o(98, 27),
      lo3: o(960, 23),
      de: o(95, 1),
      de_dau: o(95, 4),
      de_dau_duoi: o(95, 5),
      ba_cang: o(950, 1),
      d4: o(9500, 1),
      xien2: o(17, 1),
      xien3: o(78, 1),
      xien4: o(360, 1),
    },
    ...STAKE_LIMITS,
  },
  'vn-provincial': {
    family: 'vn-provincial',
    odds: {
      lo2: o(98, 18),
      lo3: o(960, 17),
      de: o(95, 1),
      de_dau: o(95, 1),
      de_dau_duoi: o(95, 2),
      ba_cang: o(950, 1),
      d4: o(9500, 1),
      xien2: o(36, 1),
      xien3: o(240, 1),
      xien4: o(1700, 1),
    },
    ...STAKE_LIMITS,
  },
  'fast-5d': {
    family: 'fast-5d',
    odds: {
      sum_big_small: o(196, 100),
      sum_odd_even: o(196, 100),
      pos_big_small: o(196, 100),
      pos_odd_even: o(196, 100),
      pos_digit: o(98, 10),
    },
    ...STAKE_LIMITS,
  },
};

export interface RtpInfo {
  ratio: Ratio;
  /** Two decimals, e.g. "98.00". */
  percent: string;
}

/** The exact RTP of a bet type under a payout table; throws if the table does not offer it. */
export function rtpOf(betType: BetType, config: PayoutConfig): RtpInfo {
  const odds = config.odds[betType];
  if (!odds) throw new Error(`${betType} is not offered by this ${config.family} table`);
  const r = rtpOfOdds(betType, config.family, odds);
  return { ratio: r, percent: percentText(r) };
}

export type PayoutConfigCheck = { ok: true } | { ok: false; problems: string[] };

const HUNDRED_PERCENT = ratio(1);

/** Refuses a table with an RTP above 100 %, odd odds, foreign bet types or bad stake limits. */
export function validatePayoutConfig(config: PayoutConfig): PayoutConfigCheck {
  const problems: string[] = [];
  const allowed = betTypesOf(config.family);
  for (const [betType, odds] of Object.entries(config.odds) as [BetType, Odds | undefined][]) {
    if (!odds) continue;
    if (!allowed.includes(betType)) {
      problems.push(`${betType}: not a ${config.family} bet type`);
      continue;
    }
    if (odds.win <= 0n || odds.per <= 0n) {
      problems.push(`${betType}: win and per must be positive`);
      continue;
    }
    const rtp = rtpOfOdds(betType, config.family, odds);
    if (compare(rtp, HUNDRED_PERCENT) > 0) {
      problems.push(`${betType}: RTP ${percentText(rtp)} % is above 100 %`);
    }
  }
  if (config.minStakeMinor <= 0n) problems.push('minStakeMinor must be positive');
  if (config.maxStakeMinor < config.minStakeMinor) problems.push('maxStakeMinor below minimum');
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}

/** The RTP range an operator's table must keep every bet type in: 90 % to 100 % inclusive. */
export const OPERATOR_RTP_MIN = ratio(90, 100);
export const OPERATOR_RTP_MAX = HUNDRED_PERCENT;

export type OperatorTableProblem =
  | { kind: 'rtp'; betType: BetType; rtpPercent: string }
  | { kind: 'bet_type'; betType: string }
  | { kind: 'stake_limits' };

/**
 * Checks an operator's table before it is stored (ADR 0040): every bet type of the family must
 * have odds, none of another family; each bet type's exact RTP within [90 %, 100 %], switched
 * off or not (it can be switched on again without a new check); stake limits positive, max ≥ min.
 */
export function operatorTableProblems(config: PayoutConfig): OperatorTableProblem[] {
  const problems: OperatorTableProblem[] = [];
  const allowed = betTypesOf(config.family);
  const given = Object.keys(config.odds);
  for (const betType of given) {
    if (!(allowed as readonly string[]).includes(betType)) problems.push({ kind: 'bet_type', betType });
  }
  for (const betType of config.switchedOff ?? []) {
    if (!allowed.includes(betType)) problems.push({ kind: 'bet_type', betType });
  }
  for (const betType of allowed) {
    const odds = config.odds[betType];
    if (!odds || odds.win <= 0n || odds.per <= 0n) {
      problems.push({ kind: 'bet_type', betType });
      continue;
    }
    const rtp = rtpOfOdds(betType, config.family, odds);
    if (compare(rtp, OPERATOR_RTP_MIN) < 0 || compare(rtp, OPERATOR_RTP_MAX) > 0) {
      problems.push({ kind: 'rtp', betType, rtpPercent: percentText(rtp) });
    }
  }
  if (config.minStakeMinor <= 0n || config.maxStakeMinor < config.minStakeMinor) {
    problems.push({ kind: 'stake_limits' });
  }
  return problems;
}

/** For start-up: a table that fails validation is a configuration error, not a runtime case. */
export function assertPayoutConfig(config: PayoutConfig): PayoutConfig {
  const check = validatePayoutConfig(config);
  if (!check.ok) throw new Error(`invalid payout table: ${check.problems.join('; ')}`);
  return config;
}
