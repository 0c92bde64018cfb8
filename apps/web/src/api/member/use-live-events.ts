import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToken } from '../use-session';

/** Keeps the signed-in member's live events stream open (ADR 0037); nothing for a visitor. */
export function useLiveEvents() {
  const token = useToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    // The stream's code is not on the home page's critical path: it loads after sign-in.
    void import('./live-events').then(({ connectLiveEvents }) => {
      if (!cancelled) stop = connectLiveEvents(queryClient, token);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [token, queryClient]);
}
