/**
 * A stand-in IntersectionObserver that the test drives (jsdom has none that reports): every
 * element observed is recorded with its observer's options; `showAll` reports each one still
 * watched as intersecting, and `visibleAtOnce` reports each as it is observed.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

interface Watch {
  observer: object;
  target: Element;
  callback: IntersectionObserverCallback;
}

export function stubIntersection({ visibleAtOnce = false } = {}) {
  const options: IntersectionObserverInit[] = [];
  const watched = new Set<Watch>();
  const report = (watch: Watch) =>
    watch.callback(
      [{ isIntersecting: true, target: watch.target } as IntersectionObserverEntry],
      watch.observer as IntersectionObserver,
    );
  class TestObserver {
    constructor(
      private readonly callback: IntersectionObserverCallback,
      init: IntersectionObserverInit = {},
    ) {
      options.push(init);
    }
    observe(target: Element) {
      const watch = { observer: this, target, callback: this.callback };
      watched.add(watch);
      if (visibleAtOnce) report(watch);
    }
    unobserve(target: Element) {
      for (const watch of watched) if (watch.target === target) watched.delete(watch);
    }
    disconnect() {
      for (const watch of watched) if (watch.observer === this) watched.delete(watch);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', TestObserver);
  return {
    options,
    watching: () => watched.size,
    showAll: () => act(() => [...watched].forEach(report)),
  };
}
