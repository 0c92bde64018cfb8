import { describe, expect, it } from 'vitest';
import { FRAMES_HELD_FCP_MS, framesHeld } from './lighthouse';

describe('framesHeld', () => {
  it('counts the runs whose observed first paint came at or after the throttle line', () => {
    expect(FRAMES_HELD_FCP_MS).toBe(1200);
    const runs = [505, 893, 1199, 1200, 2330, 2317].map((observedFcpMs) => ({ observedFcpMs }));
    expect(framesHeld(runs)).toBe(3);
    expect(framesHeld([])).toBe(0);
  });

  it('does not count a run whose metrics gave no first paint', () => {
    expect(framesHeld([{ observedFcpMs: NaN }])).toBe(0);
  });
});
