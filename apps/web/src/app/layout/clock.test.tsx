import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { ShownClock, TOP_BAR_FOLDED_QUERY } from './clock';

// A window as wide as `width`: the folded query matches at 900px and below.
function windowWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === TOP_BAR_FOLDED_QUERY && width <= 900,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the top bar clock', () => {
  it('is there on a wide screen, menu open or not', () => {
    windowWidth(1366);
    const { container } = render(<ShownClock menuOpen={false} />);
    expect(container.querySelector('time.clock')).not.toBeNull();
  });

  it('waits for the menu on a phone, where the top bar is folded', () => {
    windowWidth(412);
    const { container, rerender } = render(<ShownClock menuOpen={false} />);
    expect(container.querySelector('time.clock')).toBeNull();
    rerender(<ShownClock menuOpen />);
    expect(container.querySelector('time.clock')?.textContent).toMatch(/\d{2}:\d{2}:\d{2}/);
  });
});
