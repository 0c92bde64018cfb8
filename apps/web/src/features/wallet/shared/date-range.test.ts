import { describe, expect, it } from 'vitest';
import { quickRange, rangeToTimes } from './date-range';

describe('record date range', () => {
  const now = new Date(2026, 10, 21, 15, 30);

  it('makes past 7 and 30 days ranges that include today', () => {
    expect(quickRange('today', now)).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(quickRange('7d', now)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(quickRange('30d', now)).toEqual({ from: '2026-10-23', to: '2026-11-21' });
  });

  it('turns days into local start and end milliseconds', () => {
    const times = rangeToTimes({ from: '2026-11-15', to: '2026-11-21' });
    expect(times?.startTime).toBe(new Date(2026, 10, 15).getTime());
    expect(times?.endTime).toBe(new Date(2026, 10, 22).getTime() - 1);
  });

  it('refuses a range that ends before it starts or is not a date', () => {
    expect(rangeToTimes({ from: '2026-11-21', to: '2026-11-20' })).toBeNull();
    expect(rangeToTimes({ from: '', to: '2026-11-20' })).toBeNull();
  });
});
