import type { Sql } from '../../db/db';
import type { KeptJson } from '../../http/json-reply';
import type { Merchant } from '../merchants/merchant';
import type { MessageBus } from '../shared-state/shared-state';
import { listListedGames, type ListedGame } from './games-store';

/** How long a merchant's catalogue is kept without a change being announced (ADR 0048). */
export const CATALOGUE_MAX_AGE_MS = 5_000;
/** Serialised game-list replies kept per merchant (oldest dropped first). */
const MAX_REPLIES = 500;
/** The bus channel on which a node tells the others that a merchant's games changed. */
export const CATALOGUE_CHANGED_CHANNEL = 'invalidate:catalogue';

interface Catalogue {
  /** Every listed game (enabled, of an enabled vendor) in lobby order. */
  games: readonly ListedGame[];
  until: number;
  /** The merchant object the replies were written for (its image CDNs are in the icon URLs). */
  merchant: Merchant | null;
  replies: Map<string, KeptJson>;
}

/**
 * The game catalogue of each merchant, kept in this process (ADR 0048): a lobby page or a name
 * search is a filter over a few thousand rows in memory instead of a count and a page query,
 * and a reply asked again is sent as the JSON text written the first time. The back office's
 * vendor, integration and game saves call `catalogueChanged`, which drops the merchant's
 * catalogue here at once and on the other nodes when the bus message arrives; a change written
 * behind the back office's back (a re-seed, SQL by hand) shows within CATALOGUE_MAX_AGE_MS.
 * Concurrent misses share one load; a load overtaken by a change is used by the calls that
 * were waiting for it but not kept.
 */
export function gameCatalogues(bus: MessageBus, options: { now?: () => number } = {}) {
  const now = options.now ?? (() => performance.now());
  const kept = new Map<string, Catalogue>();
  const loading = new Map<string, Promise<Catalogue>>();
  const generations = new Map<string, number>();
  const generation = (id: string) => generations.get(id) ?? 0;

  const forget = (merchantId: string) => {
    generations.set(merchantId, generation(merchantId) + 1);
    kept.delete(merchantId);
    loading.delete(merchantId);
  };
  const unsubscribe = bus.subscribe(CATALOGUE_CHANGED_CHANNEL, forget);

  async function catalogue(db: Sql, merchantId: bigint): Promise<Catalogue> {
    const id = String(merchantId);
    const hit = kept.get(id);
    if (hit && hit.until > now()) return hit;
    const pending = loading.get(id);
    if (pending) return pending;
    const startedAt = generation(id);
    const load = listListedGames(db, merchantId).then((games) => {
      const entry: Catalogue = {
        games,
        until: now() + CATALOGUE_MAX_AGE_MS,
        merchant: null,
        replies: new Map(),
      };
      if (generation(id) === startedAt) kept.set(id, entry);
      return entry;
    });
    loading.set(id, load);
    try {
      return await load;
    } finally {
      if (loading.get(id) === load) loading.delete(id);
    }
  }

  return {
    /** The merchant's listed games in lobby order. */
    async games(db: Sql, merchantId: bigint): Promise<readonly ListedGame[]> {
      return (await catalogue(db, merchantId)).games;
    },
    /**
     * The reply to `key` over the merchant's current catalogue: kept JSON text, else what
     * `write` makes of the games (then kept with this catalogue, so a back-office change or
     * CATALOGUE_MAX_AGE_MS drops it with the catalogue). A `write` may also read the database
     * for what the catalogue does not hold (the hot games' footer vendors).
     */
    async reply<T extends KeptJson>(
      db: Sql,
      merchant: Merchant,
      key: string,
      write: (games: readonly ListedGame[]) => T | Promise<T>,
    ): Promise<T> {
      const c = await catalogue(db, merchant.id);
      if (c.merchant !== merchant) {
        // The merchant's settings changed (a new object from the resolver): write afresh.
        c.replies.clear();
        c.merchant = merchant;
      }
      // A key is always written by the same relay, so what it keeps is what its `write` gives.
      const hit = c.replies.get(key) as T | undefined;
      if (hit !== undefined) return hit;
      const json = await write(c.games);
      // Written for a merchant object the catalogue has since moved on from: answered, not kept.
      if (c.merchant !== merchant) return json;
      if (c.replies.size >= MAX_REPLIES) c.replies.delete(c.replies.keys().next().value!);
      c.replies.set(key, json);
      return json;
    },
    /** After a committed change to the merchant's vendors, integrations or games. */
    async catalogueChanged(merchantId: bigint) {
      forget(String(merchantId));
      // Other nodes drop theirs when the message arrives; a lost one ages out anyway.
      await bus.publish(CATALOGUE_CHANGED_CHANNEL, String(merchantId)).catch(() => undefined);
    },
    close: unsubscribe,
  };
}
export type GameCatalogues = ReturnType<typeof gameCatalogues>;

const byBus = new WeakMap<MessageBus, GameCatalogues>();

/** The app's catalogues: one per shared bus (so per app), for the relays and the back office. */
export function gameCataloguesOf(bus: MessageBus): GameCatalogues {
  let catalogues = byBus.get(bus);
  if (!catalogues) byBus.set(bus, (catalogues = gameCatalogues(bus)));
  return catalogues;
}
