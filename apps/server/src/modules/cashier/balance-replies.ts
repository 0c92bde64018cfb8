import type { Db, MemberEvent } from '../../db/db';
import { CONTENT_CHANGED_CHANNEL } from '../content/announcement-replies';
import { decodeMemberEvent, MEMBER_EVENTS_CHANNEL } from '../live-events/live-events-hub';
import type { Merchant } from '../merchants/merchant';
import { onSessionsEnded, type SessionsEnded } from '../sessions/session-cache';
import type { MessageBus } from '../shared-state/shared-state';

/** How long a member's balance reply is kept when nothing announced a change (ADR 0044). */
export const BALANCE_CACHE_MS = 2_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  merchant: Merchant;
  until: number;
  json: string;
}
interface Flight {
  promise: Promise<string>;
  /** Cleared when the member's figures change while the load runs: its answer is not kept. */
  keep: boolean;
}

/**
 * The header's balance call (GET /wps/v2/wallets/balance) as JSON text per member. Open pages
 * ask it often and it costs about ten queries (balances, unread count, promotion badge), while
 * it changes only when money moves, a message arrives, a promotion changes, or the member logs
 * out. So a reply is kept for BALANCE_CACHE_MS at most and dropped as soon as:
 * - the ledger or the inbox announce a committed change for the member (or the whole merchant):
 *   at once from this process's database work (`Db.onAnnounce`, after COMMIT), and from other
 *   nodes through the live-events channel of the shared bus (ADR 0037);
 * - a promotion of the merchant is saved (the content channel, ADR 0044);
 * - the member's session ends (`sessionsEnded`: logout, password change, lock);
 * - the merchant's settings change (the entry belongs to the merchant object it was made for).
 * Concurrent misses of one member share one load; a load overtaken by a change is not kept.
 */
export function balanceReplies(options: { db: Db; bus: MessageBus; now?: () => number }) {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<bigint, Entry>();
  const flights = new Map<bigint, Flight>();
  /** The member of each session whose reply is kept, so a logout finds it. */
  const memberOfSession = new Map<bigint, bigint>();

  const forgetMember = (memberId: bigint) => {
    entries.delete(memberId);
    const flight = flights.get(memberId);
    if (flight) {
      flight.keep = false;
      flights.delete(memberId);
    }
  };
  const forgetMerchant = (merchantId: bigint) => {
    for (const [memberId, entry] of entries) {
      if (entry.merchant.id === merchantId) entries.delete(memberId);
    }
    for (const flight of flights.values()) flight.keep = false;
    flights.clear();
  };
  const onEvent = (event: MemberEvent | null) => {
    if (!event) return;
    if (event.memberId === null) forgetMerchant(event.merchantId);
    else forgetMember(event.memberId);
  };
  const onEnded = (ended: SessionsEnded) => {
    if ('memberId' in ended) return forgetMember(ended.memberId);
    const memberId = memberOfSession.get(ended.sessionId);
    memberOfSession.delete(ended.sessionId);
    if (memberId !== undefined) forgetMember(memberId);
  };

  const stops = [
    options.db.onAnnounce?.(onEvent),
    options.bus.subscribe(MEMBER_EVENTS_CHANNEL, (message) => onEvent(decodeMemberEvent(message))),
    options.bus.subscribe(CONTENT_CHANGED_CHANNEL, (merchantId) => {
      if (/^\d+$/.test(merchantId)) forgetMerchant(BigInt(merchantId));
    }),
    onSessionsEnded(onEnded),
  ];

  return {
    /** The member's kept reply, else the one `load` serialises (kept unless overtaken). */
    async reply(
      session: { sessionId: bigint; memberId: bigint },
      merchant: Merchant,
      load: () => Promise<string>,
    ): Promise<string> {
      const { memberId } = session;
      const hit = entries.get(memberId);
      if (hit && hit.until > now() && hit.merchant === merchant) {
        memberOfSession.set(session.sessionId, memberId);
        return hit.json;
      }
      const running = flights.get(memberId);
      if (running) return running.promise;
      const flight: Flight = { promise: load(), keep: true };
      flights.set(memberId, flight);
      try {
        const json = await flight.promise;
        if (flight.keep) {
          entries.delete(memberId);
          if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
          entries.set(memberId, { merchant, until: now() + BALANCE_CACHE_MS, json });
          if (memberOfSession.size >= MAX_ENTRIES) memberOfSession.clear();
          memberOfSession.set(session.sessionId, memberId);
        }
        return json;
      } finally {
        if (flights.get(memberId) === flight) flights.delete(memberId);
      }
    },
    close() {
      for (const stop of stops) stop?.();
      entries.clear();
    },
  };
}
