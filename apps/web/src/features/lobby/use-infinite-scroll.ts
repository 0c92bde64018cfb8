/**
 * Infinite scroll (spec §9): a sentinel after the list; when it comes into view (distance 0)
 * `onReach` runs, at most once per 200 ms. The sentinel may mount after the hook, so binding
 * is retried up to 10 times, 50 ms apart.
 */
import { useEffect, useRef } from 'react';

export const SCROLL_THROTTLE_MS = 200;
export const BIND_RETRIES = 10;
export const BIND_RETRY_MS = 50;

/** `resetKey` re-binds after each load, so a sentinel still in view fires again. */
export function useInfiniteScroll(onReach: () => void, enabled: boolean, resetKey: unknown) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onReach);
  useEffect(() => {
    latest.current = onReach;
  });

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    let lastRun = 0;
    let observer: IntersectionObserver | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const bind = (attempt: number) => {
      const element = sentinel.current;
      if (!element) {
        if (attempt < BIND_RETRIES) retryTimer = setTimeout(() => bind(attempt + 1), BIND_RETRY_MS);
        return;
      }
      observer = new IntersectionObserver(
        (entries) => {
          const now = Date.now();
          if (!entries.some((e) => e.isIntersecting) || now - lastRun < SCROLL_THROTTLE_MS) return;
          lastRun = now;
          latest.current();
        },
        { rootMargin: '0px' },
      );
      observer.observe(element);
    };
    bind(0);
    return () => {
      clearTimeout(retryTimer);
      observer?.disconnect();
    };
  }, [enabled, resetKey]);

  return sentinel;
}
