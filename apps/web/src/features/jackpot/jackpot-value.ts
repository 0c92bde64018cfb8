/**
 * The /rng jackpot counter's number (spec §2, §9): it starts from a value derived from the
 * clock and grows by 165.11 every 3 seconds. Worked in integer cents so repeated steps never
 * drift. The count restarts every 30 days from the base, so the figure stays believable and
 * two visitors at the same moment see the same number.
 */
import { formatMinorNumber, localeTag } from '../../i18n/format';

export const JACKPOT_TICK_MS = 3_000;
export const JACKPOT_STEP_CENTS = 16_511;
export const JACKPOT_BASE_CENTS = 12_345_678_00;
/** 2024-01-01T00:00:00Z: ticks are counted from here. */
export const JACKPOT_EPOCH_MS = Date.UTC(2024, 0, 1);
export const JACKPOT_CYCLE_TICKS = (30 * 24 * 3_600_000) / JACKPOT_TICK_MS;

/** Whole ticks since the epoch at `nowMs`. */
export function jackpotTicks(nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - JACKPOT_EPOCH_MS) / JACKPOT_TICK_MS));
}

/** The jackpot in cents at `nowMs`. */
export function jackpotCentsAt(nowMs: number): number {
  return JACKPOT_BASE_CENTS + (jackpotTicks(nowMs) % JACKPOT_CYCLE_TICKS) * JACKPOT_STEP_CENTS;
}

/** Milliseconds until the next tick, so the display steps on the tick boundary. */
export function msUntilNextTick(nowMs: number): number {
  const into = (nowMs - JACKPOT_EPOCH_MS) % JACKPOT_TICK_MS;
  return JACKPOT_TICK_MS - (into < 0 ? into + JACKPOT_TICK_MS : into);
}

/**
 * "12,345,678.00": two decimals with the language's separators (spec §9). The digits stay
 * 0–9 in every language, because each one is drawn as a rolling strip of 0–9.
 */
export function formatJackpot(cents: number, tag: string = localeTag()): string {
  return formatMinorNumber(BigInt(cents), 2, `${tag}-u-nu-latn`);
}
