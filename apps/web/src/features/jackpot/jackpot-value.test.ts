import { describe, expect, it } from 'vitest';
import {
  JACKPOT_BASE_CENTS,
  JACKPOT_CYCLE_TICKS,
  JACKPOT_EPOCH_MS,
  formatJackpot,
  jackpotCentsAt,
  msUntilNextTick,
} from './jackpot-value';

describe('jackpot value', () => {
  it('starts from the base at the epoch', () => {
    expect(jackpotCentsAt(JACKPOT_EPOCH_MS)).toBe(JACKPOT_BASE_CENTS);
  });

  it('grows by exactly 165.11 every 3 seconds and not within a tick', () => {
    const t0 = JACKPOT_EPOCH_MS + 3_000 * 1_000;
    expect(jackpotCentsAt(t0 + 2_999) - jackpotCentsAt(t0)).toBe(0);
    expect(jackpotCentsAt(t0 + 3_000) - jackpotCentsAt(t0)).toBe(16_511);
    expect(jackpotCentsAt(t0 + 30_000) - jackpotCentsAt(t0)).toBe(165_110);
  });

  it('is the same for two readers at the same moment (derived from the clock)', () => {
    const now = Date.UTC(2026, 10, 21, 20, 30, 7);
    expect(jackpotCentsAt(now)).toBe(jackpotCentsAt(now));
    expect(jackpotCentsAt(now)).toBeGreaterThan(JACKPOT_BASE_CENTS);
  });

  it('restarts from the base after a 30-day cycle', () => {
    const cycleMs = JACKPOT_CYCLE_TICKS * 3_000;
    expect(jackpotCentsAt(JACKPOT_EPOCH_MS + cycleMs)).toBe(JACKPOT_BASE_CENTS);
  });

  it('waits until the next 3 s boundary', () => {
    expect(msUntilNextTick(JACKPOT_EPOCH_MS)).toBe(3_000);
    expect(msUntilNextTick(JACKPOT_EPOCH_MS + 1_000)).toBe(2_000);
  });

  it('formats two decimals with thousands separators', () => {
    expect(formatJackpot(1_234_567_805)).toBe('12,345,678.05');
    expect(formatJackpot(16_511)).toBe('165.11');
  });
});
