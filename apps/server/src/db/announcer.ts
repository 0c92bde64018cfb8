import type { MemberEvent } from './db';

type Listener = (event: MemberEvent) => void;

/**
 * Member events raised by database work, heard by whoever subscribed on the Db (the live
 * events hub, ADR 0037). Work inside a transaction announces into a batch that is heard only
 * after COMMIT, so a browser is never told about a change that was rolled back or that it
 * could not read yet; work outside a transaction is heard at once (its statement committed).
 */
export function createAnnouncer() {
  const listeners = new Set<Listener>();
  const emit = (event: MemberEvent) => {
    for (const listener of listeners) {
      // A listener's failure must never fail the money work that announced.
      try {
        listener(event);
      } catch {
        /* ignored on purpose */
      }
    }
  };
  return {
    onAnnounce(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    announce: emit,
    /** One transaction's events: `flush` after COMMIT, drop the batch on rollback. */
    batch() {
      const pending = new Map<string, MemberEvent>();
      return {
        announce(event: MemberEvent) {
          pending.set(`${event.kind}:${event.merchantId}:${event.memberId ?? '*'}`, event);
        },
        flush() {
          if (listeners.size > 0) pending.forEach(emit);
        },
      };
    },
  };
}
