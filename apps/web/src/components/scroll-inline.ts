/**
 * Scrolling a sideways strip (vendor tabs, lottery menus) along the reading direction. In a
 * right-to-left page a strip starts at its right edge and `scrollLeft` counts down from 0, so
 * "forward" (towards the inline end) is a negative horizontal step there.
 */
export type InlineDirection = 'ltr' | 'rtl';

/** The horizontal step for `amount` pixels towards the inline end (negative: back). */
export function horizontalStep(amount: number, direction: InlineDirection): number {
  return direction === 'rtl' ? -amount : amount;
}

export function inlineDirectionOf(element: Element): InlineDirection {
  return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}

/** Scrolls `element` by `amount` pixels towards its inline end (a negative amount goes back). */
export function scrollInline(element: HTMLElement, amount: number) {
  element.scrollBy({
    left: horizontalStep(amount, inlineDirectionOf(element)),
    behavior: 'smooth',
  });
}
