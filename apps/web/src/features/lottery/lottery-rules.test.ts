import { describe, expect, it } from 'vitest';
import {
  fewinTime,
  filterByWeekday,
  formatCountdown,
  needsMenuArrows,
  openNumberDigits,
  pollIntervalMs,
  remainingMs,
  vnWeekday,
} from './lottery-rules';

describe('pollIntervalMs', () => {
  it('polls at the shortest remaining time when under 30 s', () => {
    expect(pollIntervalMs([45_000, 12_000, 90_000])).toBe(12_000);
  });
  it('caps the interval at 30 s', () => {
    expect(pollIntervalMs([45_000, 3_600_000])).toBe(30_000);
    expect(pollIntervalMs([])).toBe(30_000);
  });
  it('polls every 7 s when a remaining time is 0 or less', () => {
    expect(pollIntervalMs([0, 20_000])).toBe(7_000);
    expect(pollIntervalMs([-5, 20_000])).toBe(7_000);
  });
});

describe('week filter', () => {
  const items = [
    { gameId: 'A', drawDays: [1, 2, 3, 4, 5, 6, 7] },
    { gameId: 'B', drawDays: [2, 5] },
    { gameId: 'C', drawDays: [1] },
  ];
  it('keeps the games drawing on the chosen day, Sunday = 1', () => {
    expect(filterByWeekday(items, 1).map((i) => i.gameId)).toEqual(['A', 'C']);
    expect(filterByWeekday(items, 5).map((i) => i.gameId)).toEqual(['A', 'B']);
  });
  it('keeps everything when no day is chosen', () => {
    expect(filterByWeekday(items, null)).toHaveLength(3);
  });
  it('numbers Vietnamese weekdays from Sunday = 1', () => {
    expect(vnWeekday(Date.parse('2026-11-22T10:00:00Z'))).toBe(1); // Sunday
    expect(vnWeekday(Date.parse('2026-11-21T18:00:00Z'))).toBe(1); // already Sunday in Vietnam
    expect(vnWeekday(Date.parse('2026-11-21T10:00:00Z'))).toBe(7); // Saturday
  });
});

describe('times', () => {
  it('computes fewinTime as fetch time + remainTime + lockTime in Vietnam time', () => {
    const fetched = Date.parse('2026-11-21T10:00:00Z'); // 17:00:00 in Vietnam
    expect(fewinTime({ remainTime: 50_000, lockTime: 10_000, drawTime: 60_000 }, fetched)).toBe(
      '17:01:00',
    );
    expect(
      fewinTime({ remainTime: 3_600_000, lockTime: 900_000, drawTime: 4_500_000 }, fetched),
    ).toBe('18:15:00');
  });
  it('uses the time to the draw once betting has closed', () => {
    const fetched = Date.parse('2026-11-21T10:00:00Z');
    expect(fewinTime({ remainTime: 0, lockTime: 60_000, drawTime: 5_000 }, fetched)).toBe(
      '17:00:05',
    );
  });
  it('counts remaining time down from the fetch and never below zero', () => {
    expect(remainingMs(20_000, 1_000, 6_000)).toBe(15_000);
    expect(remainingMs(20_000, 1_000, 60_000)).toBe(0);
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(19_400)).toBe('00:00:20');
  });
});

describe('open numbers', () => {
  it('shows at most 6 digits of the top prize', () => {
    expect(openNumberDigits(['12345'])).toEqual(['1', '2', '3', '4', '5']);
    expect(openNumberDigits(['1234567', '99'])).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(openNumberDigits([])).toEqual([]);
  });
});

describe('menu arrows', () => {
  it('appear only beyond 7 menus', () => {
    expect(needsMenuArrows(7)).toBe(false);
    expect(needsMenuArrows(8)).toBe(true);
  });
});
