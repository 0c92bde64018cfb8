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

/** Sets the merchant, language and device of the request. */
function setContext(request: FastifyRequest, merchant: Merchant) {
  request.merchant = merchant;
  const defaultLanguage = String(merchant.settings.defaultLanguage ?? 'EN');
  const lang = String(request.headers.language ?? '')
    .trim()
    .toUpperCase();
  request.language = KNOWN_LANGUAGES.has(lang) ? lang : defaultLanguage;
  const device = String(request.headers.device ?? '')
    .trim()
    .toUpperCase();
  request.device = device === 'MOBILE' ? 'MOBILE' : 'WEB';
}

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

    // A callback hook, not an async one: with the merchant's answer kept (nearly every
    // request) the context is set without a promise or a trip through the microtask queue.
    app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
      if (!opts.prefixes.some((p) => request.url.startsWith(p))) return done();
      const merchant = opts.merchants.resolveNow({
        header: request.headers.merchant,
        host: request.headers.host,
      });
      if (!(merchant instanceof Promise)) {
        setContext(request, merchant);
        return done();
      }
      merchant.then((m) => {
        setContext(request, m);
        done();
      }, done);
    });
  },
  { name: 'request-context' },
);
