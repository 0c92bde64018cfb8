import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { JackpotCounter } from './jackpot-counter';
import { JACKPOT_EPOCH_MS, formatJackpot, jackpotCentsAt } from './jackpot-value';

afterEach(() => {
  vi.useRealTimers();
});

describe('JackpotCounter', () => {
  it('shows the clock-derived figure with the currency symbol and adds 165.11 on the tick', () => {
    const start = JACKPOT_EPOCH_MS + 3_000 * 500 + 1_000;
    vi.useFakeTimers({ now: start, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderWithProviders(<JackpotCounter />);
    const first = jackpotCentsAt(start);
    expect(screen.getByText(`₱${formatJackpot(first)}`)).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByText(`₱${formatJackpot(first + 16_511)}`)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByText(`₱${formatJackpot(first + 2 * 16_511)}`)).toBeTruthy();
  });

  it('rolls each digit with a transform on a 0–9 strip', () => {
    vi.useFakeTimers({ now: JACKPOT_EPOCH_MS, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    renderWithProviders(<JackpotCounter />);
    const strips = [...screen.getByTestId('jackpot-figure').querySelectorAll('.jackpot__strip')];
    // 12,345,678.00 at the epoch: ten digits, the first a 1 (one step down the strip).
    expect(strips).toHaveLength(10);
    expect((strips[0] as HTMLElement).style.transform).toBe('translateY(-10%)');
    expect((strips[1] as HTMLElement).style.transform).toBe('translateY(-20%)');
  });
});
