import type { Db } from '../../db/db';
import type { MessageBus } from '../shared-state/shared-state';
import { AppError } from '../../http/app-error';
import type { Merchant } from './merchant';
import { findMerchantByCode, findMerchantByDomain } from './merchant-store';
import { andThen } from '../../lib/maybe-promise';

/**
 * Finds the merchant of a request: the `Merchant` header, else the request's domain, else the
 * configured default. Answers are cached for a few seconds per process: every request needs
 * them. An operator's change is broadcast on the shared bus so every API node forgets its
 * answers at once; the few seconds' age limit covers a message lost while Redis was away.
 */
const CACHE_MS = 5_000;
/**
 * From this age a request still gets the kept answer but starts one load that renews it, so
 * under steady traffic no request waits for the merchant's row when its answer ages out
 * (ADR 0058); none gets an answer older than CACHE_MS.
 */
const RENEW_MS = 4_000;
const INVALIDATE_CHANNEL = 'invalidate:merchants';

interface Kept {
  at: number;
  merchant: Merchant | null;
  /** The merchant's stored row as text: a renewal that reads the same keeps the same object. */
  row: string | null;
}

export function merchantResolver(db: Db, defaultCode: string, bus: MessageBus) {
  const cache = new Map<string, Kept>();
  const loading = new Map<string, Promise<Merchant | null>>();
  let generation = 0;
  const forgetAll = () => {
    generation += 1;
    cache.clear();
    loading.clear();
  };
  bus.subscribe(INVALIDATE_CHANNEL, forgetAll);

  /**
   * Loads the answer of `key` once for every request asking meanwhile. When the row read is the
   * one already kept, the kept object stays: what is kept per merchant object (the status, the
   * announcements, the game list) then lives past the renewal, and only an operator's change
   * (a new row, or `invalidate`, which forgets the kept objects) makes a new one.
   */
  function renew(key: string, load: () => Promise<Merchant | null>): Promise<Merchant | null> {
    const running = loading.get(key);
    if (running) return running;
    const startedAt = generation;
    const promise = load().then(
      (loaded) => {
        if (loading.get(key) === promise) loading.delete(key);
        // Read before an invalidation: answered to the requests that asked, but not kept.
        if (startedAt !== generation) return loaded;
        const row = loaded ? rowOf(loaded) : null;
        const kept = cache.get(key);
        const merchant = kept && kept.row === row ? kept.merchant : loaded;
        cache.set(key, { at: Date.now(), merchant, row });
        return merchant;
      },
      (err: unknown) => {
        if (loading.get(key) === promise) loading.delete(key);
        throw err;
      },
    );
    loading.set(key, promise);
    return promise;
  }

  /** The kept answer of `key` when fresh (no promise: most requests end here), else a load. */
  function cached(
    key: string,
    load: () => Promise<Merchant | null>,
  ): Merchant | null | Promise<Merchant | null> {
    const hit = cache.get(key);
    if (hit) {
      const age = Date.now() - hit.at;
      if (age < CACHE_MS) {
        // A failed renewal is not this request's: the first one after the answer ages out
        // loads in the foreground and answers the error.
        if (age >= RENEW_MS) renew(key, load).catch(() => undefined);
        return hit.merchant;
      }
    }
    return renew(key, load);
  }

  function byDefault(): Merchant | Promise<Merchant> {
    return andThen(
      cached(`code:${defaultCode}`, () => findMerchantByCode(db, defaultCode)),
      (m) => {
        if (!m) throw new AppError('service_unavailable', { messageKey: 'error_no_merchant' });
        return m;
      },
    );
  }

  /**
   * The request's merchant: synchronously when its answer is kept, else a promise. Throws
   * (or rejects) with the gateway's error for a duplicated or unknown Merchant header.
   */
  function resolveNow(input: {
    header: string | string[] | undefined;
    host: string | undefined;
  }): Merchant | Promise<Merchant> {
    const header = input.header;
    // A duplicated Merchant header arrives joined by commas; the gateway refuses it.
    if (Array.isArray(header) || (typeof header === 'string' && header.includes(','))) {
      throw new AppError('function.not.available');
    }
    if (header) {
      const code = header.trim().toUpperCase();
      return andThen(
        cached(`code:${code}`, () => findMerchantByCode(db, code)),
        (m) => {
          if (!m) throw new AppError('request_param_err', { messageKey: 'error_unknown_merchant' });
          return m;
        },
      );
    }
    const domain = (input.host ?? '').replace(/:\d+$/, '').toLowerCase();
    if (!domain) return byDefault();
    return andThen(
      cached(`domain:${domain}`, () => findMerchantByDomain(db, domain)),
      (m) => (m ? m : byDefault()),
    );
  }

  return {
    resolveNow,
    async resolve(input: { header: string | string[] | undefined; host: string | undefined }) {
      return resolveNow(input);
    },
    /** After an operator changed a merchant's settings: every node forgets its answers. */
    async invalidate() {
      forgetAll();
      await bus.publish(INVALIDATE_CHANNEL, '');
    },
  };
}
export type MerchantResolver = ReturnType<typeof merchantResolver>;

/** What of a merchant an operator can change, as text (ids as strings: JSON has no bigint). */
function rowOf(m: Merchant): string {
  return JSON.stringify([
    String(m.id),
    m.code,
    m.name,
    m.currency,
    m.settings,
    m.whitelabel,
    m.registerConfig,
    m.statusConfig,
  ]);
}
