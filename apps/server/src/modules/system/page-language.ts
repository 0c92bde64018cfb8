import type { FastifyRequest } from 'fastify';
import type { LanguageCode } from '@wl/contract/common/headers';
import { LANGUAGE_COOKIE, openingLanguage } from '@wl/contract/system/first-page';
import type { Merchant } from '../merchants/merchant';
import { siteSettingsOf } from './site-settings';

/** One cookie's value from a Cookie header; the page needs one and no cookie plugin (ADR 0053). */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

/**
 * The language the player site will open in for this page request (ADR 0056): the visitor's
 * choice from the cookie the site keeps it in, else the merchant's default, by the site's rule.
 */
export function pageLanguage(request: FastifyRequest, merchant: Merchant): LanguageCode {
  return openingLanguage(
    cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
    siteSettingsOf(merchant).defaultLanguage,
  );
}
