import { afterEach, describe, expect, it, vi } from 'vitest';
import { horizontalStep, scrollInline } from './scroll-inline';

describe('scrolling along the reading direction', () => {
  afterEach(() => document.body.replaceChildren());

  it('goes right for forward in left-to-right pages and left in right-to-left ones', () => {
    expect(horizontalStep(200, 'ltr')).toBe(200);
    expect(horizontalStep(-200, 'ltr')).toBe(-200);
    expect(horizontalStep(200, 'rtl')).toBe(-200);
    expect(horizontalStep(-200, 'rtl')).toBe(200);
  });

  it.each([
    ['ltr', 150],
    ['rtl', -150],
  ] as const)('a %s strip is scrolled by %d for one step forward', (direction, left) => {
    const strip = document.createElement('ul');
    strip.style.direction = direction;
    document.body.append(strip);
    const scrollBy = vi.fn();
    strip.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
    scrollInline(strip, 150);
    expect(scrollBy).toHaveBeenCalledWith({ left, behavior: 'smooth' });
  });
});
