/** Kept apart from get-announcements.ts (zod) so the player site's home page reads it without zod. */
import { routeKey } from './route-key';

/** Banner groups by route (spec §2, banner area). */
export const BANNER_GROUP_BY_ROUTE: Record<string, string> = {
  '/': 'w_home',
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lott',
  '/cockfight': 'w_cockfight',
  '/promotions': 'w_promotion',
  '/pointMall': 'w_shop',
  '/help': 'w_help',
  '/register': 'w_reg',
};

/**
 * Addresses of the site that show another route's banners: the home page's aliases and the
 * old registration page (apps/web/src/app/route-table.ts lists the same, kept equal by a test).
 */
const BANNER_ROUTE_ALIASES: Record<string, string> = {
  '/index': '/',
  '/index.html': '/',
  '/home': '/',
  '/login': '/',
  '/forget': '/',
  '/register.html': '/register',
};

const GROUP_BY_LOWER_PATH = new Map(
  Object.entries(BANNER_GROUP_BY_ROUTE).map(([route, group]) => [routeKey(route), group]),
);

/**
 * The banner group a page address shows, matched as the site's router matches it (case and a
 * trailing slash ignored); null for pages without banners. The server uses it to ask for the
 * first banner's picture with the page (ADR 0056).
 */
export function bannerGroupOfPath(pathname: string): string | null {
  const path = routeKey(pathname);
  return GROUP_BY_LOWER_PATH.get(BANNER_ROUTE_ALIASES[path] ?? path) ?? null;
}
