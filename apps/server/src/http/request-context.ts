import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGE_CODES } from '@wl/contract/common/headers';
import type { Merchant } from '../modules/merchants/merchant';
import type { MerchantResolver } from '../modules/merchants/resolve-merchant';
import type { ActiveSession } from '../modules/sessions/session-store';

declare module 'fastify' {
  interface FastifyRequest {
    merchant: Merchant;
    /** Upper-case language code from the `Language` header, else the merchant's default. */
    language: string;
    device: string;
    /** Set by the auth guard on routes that take a token. */
    session: ActiveSession | null;
  }
}

const KNOWN_LANGUAGES = new Set<string>(LANGUAGE_CODES);

/**
 * Reads the original clients' headers (Merchant, Language, Device) onto the request. Runs for
 * the API prefixes only; static files of the player site need none of it.
 */
export const requestContext = fp(
  async (app: FastifyInstance, opts: { merchants: MerchantResolver; prefixes: string[] }) => {
    app.decorateRequest('merchant', null as unknown as Merchant);
    app.decorateRequest('language', 'EN');
    app.decorateRequest('device', 'WEB');
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request: FastifyRequest) => {
      if (!opts.prefixes.some((p) => request.url.startsWith(p))) return;
      request.merchant = await opts.merchants.resolve({
        header: request.headers.merchant,
        host: request.headers.host,
      });
      const defaultLanguage = String(request.merchant.settings.defaultLanguage ?? 'EN');
      const lang = String(request.headers.language ?? '')
        .trim()
        .toUpperCase();
      request.language = KNOWN_LANGUAGES.has(lang) ? lang : defaultLanguage;
      const device = String(request.headers.device ?? '')
        .trim()
        .toUpperCase();
      request.device = device === 'MOBILE' ? 'MOBILE' : 'WEB';
    });
  },
  { name: 'request-context' },
);
