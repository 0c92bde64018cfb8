import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { LAZY_ROOT_MARGIN, LAZY_THRESHOLD, LazyImage } from './lazy-image';
import { stubIntersection } from '../../test/intersection';

describe('LazyImage', () => {
  it('waits for the viewport before loading (threshold 0.1, preload factor 1.3)', () => {
    stubIntersection();
    render(<LazyImage src="/static/games/a.png" alt="Alpha" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(LAZY_THRESHOLD).toBe(0.1);
    expect(LAZY_ROOT_MARGIN).toBe('30%');
  });

  it('loads near the viewport and goes from loading to loaded', () => {
    const options = stubIntersection({ visibleAtOnce: true }).options;
    const { container } = render(<LazyImage src="/static/games/a.png" alt="Alpha" />);
    expect(options[0]).toEqual({ threshold: 0.1, rootMargin: '30%' });
    const img = screen.getByRole('img', { name: 'Alpha' });
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('loading');
    fireEvent.load(img);
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('loaded');
  });

  it('shows the default game icon when the image fails', () => {
    stubIntersection({ visibleAtOnce: true });
    const { container } = render(<LazyImage src="/static/games/missing.png" alt="Beta" />);
    fireEvent.error(screen.getByRole('img', { name: 'Beta' }));
    expect(screen.getByTestId('default-game-icon').getAttribute('aria-label')).toBe('Beta');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('error');
  });
});
