import type { Db, MemberEvent } from '../../db/db';
import type { MessageBus } from '../shared-state/shared-state';

/** The bus channel every API node publishes its committed member events on (ADR 0037). */
export const MEMBER_EVENTS_CHANNEL = 'member-events';

/** One open events stream of a member's page. */
export interface LiveListener {
  merchantId: bigint;
  memberId: bigint;
  send(kind: MemberEvent['kind']): void;
}

export interface LiveEventsHub {
  /** Adds a page's stream; answers its removal. */
  attach(listener: LiveListener): () => void;
  /** Streams open on this node (metrics, tests). */
  size(): number;
  close(): void;
}

/**
 * Carries member events from the database work that raised them to the browsers that care, on
 * whichever node their stream is open: every committed event goes out on the shared bus (Redis
 * with REDIS_URL, else in-process: ADR 0030), and every node hands what arrives to its own open
 * streams. A node subscribes once, not once per stream, so a thousand open pages cost one Redis
 * subscription.
 */
export function createLiveEventsHub(db: Db, bus: MessageBus): LiveEventsHub {
  const byMember = new Map<string, Set<LiveListener>>();
  const byMerchant = new Map<string, Set<LiveListener>>();

  const stopAnnouncing = db.onAnnounce?.((event) => {
    void bus.publish(MEMBER_EVENTS_CHANNEL, encode(event)).catch(() => undefined);
  });
  const unsubscribe = bus.subscribe(MEMBER_EVENTS_CHANNEL, (message) => {
    const event = decodeMemberEvent(message);
    if (!event) return;
    const targets =
      event.memberId === null
        ? byMerchant.get(String(event.merchantId))
        : byMember.get(String(event.memberId));
    for (const listener of targets ?? []) {
      if (listener.merchantId === event.merchantId) listener.send(event.kind);
    }
  });

  const add = (map: Map<string, Set<LiveListener>>, key: string, l: LiveListener) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(l);
  };
  const remove = (map: Map<string, Set<LiveListener>>, key: string, l: LiveListener) => {
    const set = map.get(key);
    set?.delete(l);
    if (set?.size === 0) map.delete(key);
  };

  return {
    attach(listener) {
      add(byMember, String(listener.memberId), listener);
      add(byMerchant, String(listener.merchantId), listener);
      return () => {
        remove(byMember, String(listener.memberId), listener);
        remove(byMerchant, String(listener.merchantId), listener);
      };
    },
    size: () => [...byMember.values()].reduce((n, set) => n + set.size, 0),
    close() {
      stopAnnouncing?.();
      unsubscribe();
    },
  };
}

function encode(event: MemberEvent): string {
  return JSON.stringify([event.kind, String(event.merchantId), event.memberId?.toString() ?? null]);
}

/**
 * A member event as it travels on MEMBER_EVENTS_CHANNEL; a malformed message (another version
 * of the app on the bus) is null, never thrown. Also read by the balance replies' cache.
 */
export function decodeMemberEvent(message: string): MemberEvent | null {
  try {
    const [kind, merchantId, memberId] = JSON.parse(message) as [string, string, string | null];
    if (kind !== 'balance' && kind !== 'inbox') return null;
    return {
      kind,
      merchantId: BigInt(merchantId),
      memberId: memberId === null ? null : BigInt(memberId),
    };
  } catch {
    return null;
  }
}
