/**
 * Live balance and inbox events (GET /wps/events, ADR 0037): the server says *when* to refetch
 * the balance or the inbox badge, the ordinary calls say *what* they are. The stream is read
 * with fetch (it needs the Authorization header, which EventSource cannot send) and parsed by
 * eventsource-parser, loaded only once a member is signed in. Polling stays as the safety net,
 * slower while the stream is up. A hidden tab closes its stream (browsers allow six HTTP/1.1
 * connections per site across every tab) and reconnects, refetching both, when shown again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { requestHeaders } from '../client';
import { setLiveConnected } from './live-status';

const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
/** Events of one kind that arrive together (a bet and its win) refetch once. */
const COALESCE_MS = 300;

type Kind = 'balance' | 'inbox';
const QUERY_KEYS: Record<Kind, readonly string[]> = { balance: ['balance'], inbox: ['inbox'] };

export interface LiveEventsOptions {
  /** For tests: the pause before reconnecting after the `attempt`-th failure. */
  backoffMs?: (attempt: number) => number;
}

/** Opens the stream for `token` and keeps it open until the answered stop function is called. */
export function connectLiveEvents(
  queryClient: QueryClient,
  token: string,
  options: LiveEventsOptions = {},
): () => void {
  const backoff =
    options.backoffMs ??
    ((attempt: number) =>
      Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt) * (0.5 + Math.random() / 2));
  const pending = new Map<Kind, ReturnType<typeof setTimeout>>();
  const refresh = (kind: Kind) => {
    if (pending.has(kind)) return;
    pending.set(
      kind,
      setTimeout(() => {
        pending.delete(kind);
        void queryClient.invalidateQueries({ queryKey: QUERY_KEYS[kind] });
      }, COALESCE_MS),
    );
  };

  let stopped = false;
  // A hidden tab's stream is closed on purpose and reopens when the tab is shown.
  let hidden = false;
  let abort: AbortController | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let connectedBefore = false;

  async function run() {
    abort = new AbortController();
    // Set from the parser's callback: the server ended the stream on purpose.
    const ended = { byServer: false };
    try {
      const { createParser } = await import('eventsource-parser');
      const response = await fetch('/wps/events', {
        headers: { ...requestHeaders(undefined, token), Accept: 'text/event-stream' },
        signal: abort.signal,
        credentials: 'same-origin',
      });
      // A refused session stays refused: the ordinary calls handle signing out.
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(`events ${response.status}`);
      const parser = createParser({
        onEvent(event) {
          if (event.event === 'ready') {
            attempt = 0;
            setLiveConnected(true);
            // Whatever happened while disconnected was not heard: ask again once.
            if (connectedBefore) (['balance', 'inbox'] as const).forEach(refresh);
            connectedBefore = true;
          } else if (event.event === 'balance' || event.event === 'inbox') {
            refresh(event.event);
          } else if (event.event === 'end') {
            // Signed out, or too many open pages: polling carries on without a stream.
            ended.byServer = true;
          }
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch {
      /* a dropped connection or an abort: decided below */
    } finally {
      setLiveConnected(false);
    }
    if (stopped || hidden || ended.byServer) return;
    retry = setTimeout(() => void run(), backoff(attempt++));
  }

  const pause = () => {
    clearTimeout(retry);
    abort?.abort();
    setLiveConnected(false);
  };
  const onVisibility = () => {
    if (stopped) return;
    if (document.visibilityState === 'hidden') {
      hidden = true;
      pause();
    } else if (hidden) {
      hidden = false;
      attempt = 0;
      void run();
    }
  };
  document.addEventListener('visibilitychange', onVisibility);
  if (document.visibilityState === 'hidden') hidden = true;
  else void run();

  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibility);
    pending.forEach((timer) => clearTimeout(timer));
    pause();
  };
}
