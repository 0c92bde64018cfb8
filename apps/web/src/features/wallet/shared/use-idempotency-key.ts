/**
 * One idempotency key per money submission (conventions §10): the same request retried after a
 * failure reuses its key, so the server can never post it twice; a changed request or a
 * finished one gets a fresh key (reusing a key with another body would be a conflict).
 */
import { useCallback, useRef } from 'react';

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function useIdempotencyKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);
  /** The key for this request: the previous one when the request is the same. */
  const keyFor = useCallback((request: unknown): string => {
    const fingerprint = JSON.stringify(request);
    if (current.current?.fingerprint !== fingerprint) {
      current.current = { fingerprint, key: newIdempotencyKey() };
    }
    return current.current.key;
  }, []);
  /** Call after a request succeeded (or was refused for good): the next one is new. */
  const done = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, done };
}
