import { describe, expect, it } from 'vitest';
import { formatClock } from './format-clock';

describe('formatClock', () => {
  it('writes year/month/day, the weekday index and hh:mm:ss with leading zeros', () => {
    // Wednesday 5 March 2025, 07:08:09 local time.
    expect(formatClock(new Date(2025, 2, 5, 7, 8, 9))).toEqual({
      date: '2025/03/05',
      weekday: 3,
      time: '07:08:09',
    });
  });

  it('counts Sunday as weekday 0 and keeps 24-hour time', () => {
    expect(formatClock(new Date(2024, 11, 29, 23, 59, 0))).toEqual({
      date: '2024/12/29',
      weekday: 0,
      time: '23:59:00',
    });
  });
});
