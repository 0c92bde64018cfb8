import type { MessageBus } from '../shared-state/shared-state';

/** How long an announcements reply stays serialised without a content change (ADR 0044). */
export const ANNOUNCEMENTS_CACHE_MS = 1_000;
const MAX_ENTRIES = 500;
/** The bus channel on which a node tells the others that a merchant's content changed. */
export const CONTENT_CHANGED_CHANNEL = 'invalidate:content';

/**
 * MCSFE_getListAnnouncements replies as JSON text, per merchant, language, platform, moment and
 * types. Every page load asks; the reply changes only when an operator edits banners, notices
 * or promotions, or when a start or end date passes. So an entry lives a second at most (dates
 * take effect within it) and is dropped at once in this process when the back office saves a
 * change (`contentChanged`), and on the other nodes when the message reaches them on the shared
 * bus (Redis; within the second anyway). A load that was in flight when content changed does not
 * store what it read.
 */
export function announcementReplies(bus: MessageBus, options: { now?: () => number } = {}) {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { merchantId: string; until: number; json: string }>();
  let generation = 0;

  const forget = (merchantId: string) => {
    generation += 1;
    for (const [key, entry] of entries) if (entry.merchantId === merchantId) entries.delete(key);
  };
  const unsubscribe = bus.subscribe(CONTENT_CHANGED_CHANNEL, forget);

  return {
    /** The cached reply of `key`, else what `load` serialises (then kept). */
    async reply(merchantId: bigint, key: string, load: () => Promise<string>): Promise<string> {
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.json;
      const startedAt = generation;
      const json = await load();
      if (startedAt === generation) {
        entries.delete(key);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { merchantId: String(merchantId), until: now() + ANNOUNCEMENTS_CACHE_MS, json });
      }
      return json;
    },
    /** After a committed change to the merchant's banners, notices or promotions. */
    async contentChanged(merchantId: bigint) {
      forget(String(merchantId));
      // Other nodes drop theirs when the message arrives; a lost one ages out within the second.
      await bus.publish(CONTENT_CHANGED_CHANNEL, String(merchantId)).catch(() => undefined);
    },
    close: unsubscribe,
  };
}
export type AnnouncementReplies = ReturnType<typeof announcementReplies>;

const byBus = new WeakMap<MessageBus, AnnouncementReplies>();

/**
 * The app's announcements cache: one per shared bus (so per app), found by the relay that
 * answers from it and by the back-office routes that change what it holds.
 */
export function announcementRepliesOf(bus: MessageBus): AnnouncementReplies {
  let replies = byBus.get(bus);
  if (!replies) byBus.set(bus, (replies = announcementReplies(bus)));
  return replies;
}
