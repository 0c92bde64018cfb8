/**
 * What a bet picks, and whether the pick fits its bet type and game family.
 * VN bets pick digit strings ("07", "123", "4567", or 2–4 different 2-digit numbers for xiên);
 * fast 5D bets pick "big" / "small", "odd" / "even" or one digit, with a position 1–5 for the
 * positional bets (position 1 is the leftmost digit).
 */
import {
  FAST_BET_TYPES,
  VN_BET_TYPES,
  type BetType,
  type FastBetType,
  type LotteryFamily,
} from '@wl/contract/lottery/bet-types';

export interface BetSelection {
  betType: BetType;
  numbers: string[];
  position: number | null;
}

export function betTypesOf(family: LotteryFamily): readonly BetType[] {
  return family === 'fast-5d' ? FAST_BET_TYPES : VN_BET_TYPES;
}

/** How many digits a single-number VN bet picks. */
const DIGITS: Partial<Record<BetType, number>> = {
  lo2: 2,
  de: 2,
  de_dau: 2,
  de_dau_duoi: 2,
  lo3: 3,
  ba_cang: 3,
  d4: 4,
};

export const XIEN_SIZE: Partial<Record<BetType, number>> = { xien2: 2, xien3: 3, xien4: 4 };

/** Null when the selection is valid for the family, else a short reason. */
export function selectionProblem(family: LotteryFamily, s: BetSelection): string | null {
  if (!betTypesOf(family).includes(s.betType)) return 'bet type not played on this game';
  const digits = DIGITS[s.betType];
  if (digits !== undefined) {
    const ok = s.numbers.length === 1 && new RegExp(`^\\d{${digits}}$`).test(s.numbers[0]!);
    return ok && s.position === null ? null : `pick one ${digits}-digit number`;
  }
  const size = XIEN_SIZE[s.betType];
  if (size !== undefined) {
    const ok =
      s.numbers.length === size &&
      s.numbers.every((n) => /^\d{2}$/.test(n)) &&
      new Set(s.numbers).size === size;
    return ok && s.position === null ? null : `pick ${size} different 2-digit numbers`;
  }
  return isFastBetType(s.betType) ? fastProblem(s.betType, s) : 'bet type not played on this game';
}

const isFastBetType = (b: BetType): b is FastBetType =>
  (FAST_BET_TYPES as readonly string[]).includes(b);

function fastProblem(betType: FastBetType, s: BetSelection): string | null {
  const [pick, ...rest] = s.numbers;
  if (pick === undefined || rest.length > 0) return 'pick exactly one choice';
  const positional = betType.startsWith('pos_');
  const positionOk = positional
    ? s.position !== null && Number.isInteger(s.position) && s.position >= 1 && s.position <= 5
    : s.position === null;
  if (!positionOk) return positional ? 'pick a position 1–5' : 'no position on a sum bet';
  const choice = FAST_CHOICES[betType];
  return choice.pattern.test(pick) ? null : choice.hint;
}

const BIG_SMALL = { pattern: /^(big|small)$/, hint: 'pick big or small' };
const ODD_EVEN = { pattern: /^(odd|even)$/, hint: 'pick odd or even' };
const FAST_CHOICES: Record<FastBetType, { pattern: RegExp; hint: string }> = {
  sum_big_small: BIG_SMALL,
  pos_big_small: BIG_SMALL,
  sum_odd_even: ODD_EVEN,
  pos_odd_even: ODD_EVEN,
  pos_digit: { pattern: /^\d$/, hint: 'pick one digit' },
};
