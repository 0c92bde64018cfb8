/**
 * A short-lived, per-process cache of live sessions by token (ADR 0029). Every authenticated
 * call looks its token up; the hottest (the header's balance) would otherwise pay a database
 * round trip for it each time. An entry lives SESSION_CACHE_MS at most, and is dropped at once
 * in this process when the session or the member's sessions end (logout, password change,
 * lock): whatever revokes a session calls `sessionsEnded`. Another API process sees a revocation
 * within the entry's lifetime. Unknown or dead tokens are never cached.
 */
import type { ActiveSession } from './session-store';

export const SESSION_CACHE_MS = 2_000;
const MAX_ENTRIES = 10_000;

export type SessionsEnded = { sessionId: bigint } | { memberId: bigint };

const caches = new Set<(ended: SessionsEnded) => void>();

/** Tells every session cache of this process that sessions ended (call after revoking). */
export function sessionsEnded(ended: SessionsEnded): void {
  for (const forget of caches) forget(ended);
}

/** Hears every `sessionsEnded` of this process (other per-session caches); answers the removal. */
export function onSessionsEnded(listener: (ended: SessionsEnded) => void): () => void {
  caches.add(listener);
  return () => void caches.delete(listener);
}

export interface SessionCache {
  /** The cached session of `token`, else what `load` finds (cached when alive). */
  lookup(token: string, load: () => Promise<ActiveSession | null>): Promise<ActiveSession | null>;
  close(): void;
}

export function createSessionCache(
  options: { ttlMs?: number; now?: () => number } = {},
): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_MS;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { session: ActiveSession; until: number }>();
  // Bumped by every ending: a lookup that started before it must not cache what it read.
  let generation = 0;

  const forget = (ended: SessionsEnded) => {
    generation += 1;
    for (const [token, { session }] of entries) {
      const hit =
        'sessionId' in ended
          ? session.sessionId === ended.sessionId
          : session.memberId === ended.memberId;
      if (hit) entries.delete(token);
    }
  };
  caches.add(forget);

  return {
    async lookup(token, load) {
      const cached = entries.get(token);
      if (cached && cached.until > now()) return cached.session;
      if (cached) entries.delete(token);
      const startedAt = generation;
      const session = await load();
      if (session && ttlMs > 0 && startedAt === generation) {
        // Oldest first out when full (a Map keeps insertion order).
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(token, { session, until: now() + ttlMs });
      }
      return session;
    },
    close() {
      caches.delete(forget);
      entries.clear();
    },
  };
}
