import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LAZY_ROOT_MARGIN, LAZY_THRESHOLD, LazyImage } from './lazy-image';

/** An observer that reports its target as visible at once, recording its options. */
function stubVisibleObserver() {
  const options: IntersectionObserverInit[] = [];
  class VisibleObserver {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      init: IntersectionObserverInit = {},
    ) {
      options.push(init);
    }
    observe(target: Element) {
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
  return options;
}

describe('LazyImage', () => {
  it('waits for the viewport before loading (threshold 0.1, preload factor 1.3)', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    render(<LazyImage src="/static/games/a.png" alt="Alpha" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(LAZY_THRESHOLD).toBe(0.1);
    expect(LAZY_ROOT_MARGIN).toBe('30%');
  });

  it('loads near the viewport and goes from loading to loaded', () => {
    const options = stubVisibleObserver();
    const { container } = render(<LazyImage src="/static/games/a.png" alt="Alpha" />);
    expect(options[0]).toEqual({ threshold: 0.1, rootMargin: '30%' });
    const img = screen.getByRole('img', { name: 'Alpha' });
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('loading');
    fireEvent.load(img);
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('loaded');
  });

  it('shows the default game icon when the image fails', () => {
    stubVisibleObserver();
    const { container } = render(<LazyImage src="/static/games/missing.png" alt="Beta" />);
    fireEvent.error(screen.getByRole('img', { name: 'Beta' }));
    expect(screen.getByTestId('default-game-icon').getAttribute('aria-label')).toBe('Beta');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('error');
  });
});
