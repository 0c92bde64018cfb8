import type { Db } from '../../db/db';
import type { MessageBus } from '../shared-state/shared-state';
import { AppError } from '../../http/app-error';
import type { Merchant } from './merchant';
import { findMerchantByCode, findMerchantByDomain } from './merchant-store';

/**
 * Finds the merchant of a request: the `Merchant` header, else the request's domain, else the
 * configured default. Answers are cached for a few seconds per process: every request needs
 * them. An operator's change is broadcast on the shared bus so every API node forgets its
 * answers at once; the few seconds' age limit covers a message lost while Redis was away.
 */
const CACHE_MS = 5_000;
const INVALIDATE_CHANNEL = 'invalidate:merchants';

export function merchantResolver(db: Db, defaultCode: string, bus: MessageBus) {
  const cache = new Map<string, { at: number; merchant: Merchant | null }>();
  bus.subscribe(INVALIDATE_CHANNEL, () => cache.clear());

  async function cached(key: string, load: () => Promise<Merchant | null>) {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.merchant;
    const merchant = await load();
    cache.set(key, { at: Date.now(), merchant });
    return merchant;
  }

  return {
    async resolve(input: { header: string | string[] | undefined; host: string | undefined }) {
      const header = input.header;
      // A duplicated Merchant header arrives joined by commas; the gateway refuses it.
      if (Array.isArray(header) || (typeof header === 'string' && header.includes(','))) {
        throw new AppError('function.not.available');
      }
      if (header) {
        const code = header.trim().toUpperCase();
        const m = await cached(`code:${code}`, () => findMerchantByCode(db, code));
        if (!m) throw new AppError('request_param_err', { messageKey: 'error_unknown_merchant' });
        return m;
      }
      const domain = (input.host ?? '').replace(/:\d+$/, '').toLowerCase();
      if (domain) {
        const m = await cached(`domain:${domain}`, () => findMerchantByDomain(db, domain));
        if (m) return m;
      }
      const m = await cached(`code:${defaultCode}`, () => findMerchantByCode(db, defaultCode));
      if (!m) throw new AppError('service_unavailable', { messageKey: 'error_no_merchant' });
      return m;
    },
    /** After an operator changed a merchant's settings: every node forgets its answers. */
    async invalidate() {
      cache.clear();
      await bus.publish(INVALIDATE_CHANNEL, '');
    },
  };
}
export type MerchantResolver = ReturnType<typeof merchantResolver>;
