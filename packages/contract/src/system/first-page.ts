/**
 * What the server writes into the player site's page and the site reads back (ADR 0051,
 * 0056). Kept apart from the zod schemas: the site's entry chunk imports it.
 */
import { LANGUAGE_CODES, type LanguageCode } from '../common/headers';
import { routeKey } from './route-key';

/** The `<script type="application/json">` elements the page carries, by what they hold. */
export const PAGE_DATA_IDS = {
  status: 'first-status',
  announcements: 'first-announcements',
} as const;

/**
 * The cookie the site keeps the visitor's chosen language in, beside localStorage `hisLang`
 * (where the original clients keep it), so the server writing the page knows it too.
 */
export const LANGUAGE_COOKIE = 'hisLang';

/**
 * The home page's page group (lazy chunk): the server asks for its modules and styles with the
 * page on the routes that open it (ADR 0068), so a first visit does not wait for the entry to run
 * before they start.
 */
export const HOME_PAGE_GROUP = 'index';

/** The routes whose page group is the home page's; the route table's test keeps them equal. */
const HOME_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/forget',
  '/register',
  '/register.html',
]);

/** Whether a path opens the home page, as the site's router reads paths (any case, `/` ignored). */
export function opensHomePage(pathname: string): boolean {
  return HOME_ROUTES.has(routeKey(pathname));
}

/** Spec §7's announcements request of the player site: banners, marquee, popups, promotions. */
export const SITE_ANNOUNCEMENTS_REQUEST = { types: 'B,PL,PU,PR', platform: 'W', execution: 'B' };

const KNOWN_LANGUAGES: ReadonlySet<string> = new Set(LANGUAGE_CODES);

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return typeof value === 'string' && KNOWN_LANGUAGES.has(value);
}

/**
 * The language the site opens in: the visitor's choice when they made one, else the merchant's
 * default (the status names it), else English. The site decides by it on every load and the
 * server by it when it writes the page, so the two agree whenever the choice reached the cookie.
 */
export function openingLanguage(
  chosen: string | null | undefined,
  merchantDefault: string | null | undefined,
): LanguageCode {
  const choice = chosen?.toUpperCase();
  if (isLanguageCode(choice)) return choice;
  const fallback = merchantDefault?.toUpperCase();
  return isLanguageCode(fallback) ? fallback : 'EN';
}

/**
 * The announcements the page carries, as the site reads them: the reply of the announcements
 * call for this merchant and language, which the site takes only when both are its own.
 */
export interface PageAnnouncements {
  merchant: string;
  language: string;
  reply: unknown;
}

/**
 * The language of a built translation chunk from its file name, or null for any other file:
 * the site's build names them `locale-<code>-<hash>.js` (apps/web/src/i18n/locale-chunks.ts), so
 * the server writing the page can ask for the visitor's language with the page (ADR 0056).
 */
export function languageOfLocaleChunk(fileName: string): string | null {
  const match = /^locale-([a-z]{2})-[\w-]+\.js$/.exec(fileName);
  return match ? match[1]!.toUpperCase() : null;
}
