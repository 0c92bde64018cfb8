import { useCallback, useRef } from 'react';

/**
 * A gate that opens at most once per `intervalMs` (captcha refresh and SMS sending: 1 s,
 * spec §9). Calling it answers whether the action may run now.
 */
export function useThrottle(intervalMs: number): () => boolean {
  const last = useRef<number | null>(null);
  return useCallback(() => {
    const now = Date.now();
    if (last.current !== null && now - last.current < intervalMs) return false;
    last.current = now;
    return true;
  }, [intervalMs]);
}
