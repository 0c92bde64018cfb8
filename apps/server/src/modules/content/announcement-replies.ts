import type { JsonText } from '../../http/json-reply';
import type { Merchant } from '../merchants/merchant';
import type { MessageBus } from '../shared-state/shared-state';

/** How long an announcements reply stays serialised without a content change (ADR 0044). */
export const ANNOUNCEMENTS_CACHE_MS = 1_000;
/**
 * From this age a request still gets the kept reply but starts one load that replaces it
 * (ADR 0058): under steady traffic the reply is renewed before it ages out, so no request waits
 * for the database, and none gets a reply older than ANNOUNCEMENTS_CACHE_MS.
 */
export const ANNOUNCEMENTS_RENEW_MS = 800;
/** Distinct queries kept per merchant, and languages per query; when full it starts again. */
const MAX_QUERIES = 64;
const MAX_LANGUAGES = 16;
/** The bus channel on which a node tells the others that a merchant's content changed. */
export const CONTENT_CHANGED_CHANNEL = 'invalidate:content';

/** What a merchant's content has been through: bumped by every change, so older replies are stale. */
interface Content {
  generation: number;
}

/** One query in one language: its kept reply, the load running for it if any, and its loader. */
interface Cell {
  kept: { renewAt: number; until: number; generation: number; reply: JsonText } | null;
  loading: { generation: number; promise: Promise<JsonText> } | null;
  /** The last load asked for this cell: the same merchant, query and language, so reusable. */
  reload: (() => Promise<JsonText>) | null;
}

interface Slot {
  content: Content;
  cells: Map<string, Map<string, Cell>>;
}

/**
 * MCSFE_getListAnnouncements replies, serialised, per merchant, query (types, platform,
 * moment) and language. Every page load asks; the reply changes only when an operator edits
 * banners, notices or promotions, or when a start or end date passes. So a reply lives a second
 * at most (dates take effect within it) and is dropped at once in this process when the back
 * office saves a change (`contentChanged`), and on the other nodes when the message reaches them
 * on the shared bus (Redis; within the second anyway). A load that was in flight when content
 * changed does not store what it read, and no request asking after the change waits for it.
 *
 * Looked up per request without a key string (ADR 0058): by the merchant object — which the
 * merchant resolver replaces when an operator saves the merchant's settings (languages, ADR
 * 0030), so a settings change is a miss here — then by the query's key, made once per parsed
 * query (the relay's queries are remembered, ADR 0052), then by the request's language. A kept
 * reply is answered synchronously (`kept`), and renewed by one load in the background once it
 * is ANNOUNCEMENTS_RENEW_MS old; requests that miss while one load runs share it (`load`). So a
 * second's expiry costs one load, not one per request in flight, and no request waits for it.
 */
export function announcementReplies(bus: MessageBus, options: { now?: () => number } = {}) {
  const now = options.now ?? (() => performance.now());
  const contentById = new Map<string, Content>();
  const slots = new WeakMap<Merchant, Slot>();

  function cellOf(merchant: Merchant, query: string, language: string): { slot: Slot; cell: Cell } {
    let slot = slots.get(merchant);
    if (!slot) {
      const id = String(merchant.id);
      let content = contentById.get(id);
      if (!content) contentById.set(id, (content = { generation: 0 }));
      slots.set(merchant, (slot = { content, cells: new Map() }));
    }
    let byLanguage = slot.cells.get(query);
    if (!byLanguage) {
      if (slot.cells.size >= MAX_QUERIES) slot.cells.clear();
      slot.cells.set(query, (byLanguage = new Map()));
    }
    let cell = byLanguage.get(language);
    if (!cell) {
      if (byLanguage.size >= MAX_LANGUAGES) byLanguage.clear();
      byLanguage.set(language, (cell = { kept: null, loading: null, reload: null }));
    }
    return { slot, cell };
  }

  const forget = (merchantId: string) => {
    const content = contentById.get(merchantId);
    if (content) content.generation += 1;
  };
  const unsubscribe = bus.subscribe(CONTENT_CHANGED_CHANNEL, forget);

  /** The cell's load since the last content change, started if none runs. */
  function loadOf(slot: Slot, cell: Cell, load: () => Promise<JsonText>): Promise<JsonText> {
    const generation = slot.content.generation;
    if (cell.loading && cell.loading.generation === generation) return cell.loading.promise;
    cell.reload = load;
    const loading = {
      generation,
      promise: load().then(
        (reply) => {
          if (cell.loading === loading) cell.loading = null;
          if (slot.content.generation === generation) {
            const at = now();
            cell.kept = {
              renewAt: at + ANNOUNCEMENTS_RENEW_MS,
              until: at + ANNOUNCEMENTS_CACHE_MS,
              generation,
              reply,
            };
          }
          return reply;
        },
        (err: unknown) => {
          if (cell.loading === loading) cell.loading = null;
          throw err;
        },
      ),
    };
    cell.loading = loading;
    return loading.promise;
  }

  return {
    /**
     * The kept reply of the merchant's query in the language, when it is still good; from
     * ANNOUNCEMENTS_RENEW_MS on, it also starts the load that renews it.
     */
    kept(merchant: Merchant, query: string, language: string): JsonText | undefined {
      const { slot, cell } = cellOf(merchant, query, language);
      const kept = cell.kept;
      if (!kept || kept.generation !== slot.content.generation) return undefined;
      const at = now();
      if (kept.until <= at) return undefined;
      if (kept.renewAt <= at && cell.reload) {
        // A failed renewal is not this request's: the first request after the reply ages out
        // loads in the foreground and answers the error.
        loadOf(slot, cell, cell.reload).catch(() => undefined);
      }
      return kept.reply;
    },
    /** The reply `load` makes (then kept), or the one a load running since the last change makes. */
    load(
      merchant: Merchant,
      query: string,
      language: string,
      load: () => Promise<JsonText>,
    ): Promise<JsonText> {
      const { slot, cell } = cellOf(merchant, query, language);
      return loadOf(slot, cell, load);
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
