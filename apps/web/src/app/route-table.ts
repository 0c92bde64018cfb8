/**
 * Every route of spec §2 with what the shell needs to know about it: its page group (lazy
 * chunk), its layout, whether the navigation shows, its banner group, and the popup it opens.
 */
import { BANNER_GROUP_BY_ROUTE } from '@wl/contract/system/banner-groups';
import { routeKey } from '@wl/contract/system/route-key';
import type { PopupKind } from '../components/popup-context';
import type { PageChunk } from './page-chunk-names';

/** full: header, banner, notices, side bar, footer. noSide: without the side bar.
 *  headerOnly: the header and the page. bare: the page alone (standalone help). */
export type LayoutKind = 'full' | 'noSide' | 'headerOnly' | 'bare';

export interface RouteSpec {
  path: string;
  chunk: PageChunk;
  /** Export of the chunk module to render; `Component` unless named. */
  exportName?: 'HelpMcPage';
  layout: LayoutKind;
  hideNav?: boolean;
  /** The route whose banner group applies (aliases of home share '/'). */
  bannerRoute?: string;
  home?: boolean;
  popup?: PopupKind;
}

const home = (path: string, extra: Partial<RouteSpec> = {}): RouteSpec => ({
  path,
  chunk: 'index',
  layout: 'full',
  home: true,
  bannerRoute: '/',
  ...extra,
});

const page = (path: string, chunk: PageChunk, extra: Partial<RouteSpec> = {}): RouteSpec => ({
  path,
  chunk,
  layout: 'full',
  bannerRoute: path,
  ...extra,
});

export const ROUTES: RouteSpec[] = [
  home('/'),
  home('/index'),
  home('/index.html'),
  home('/home'),
  home('/login', { popup: 'login' }),
  home('/forget', { popup: 'forget' }),
  home('/register', { popup: 'register', bannerRoute: '/register' }),
  home('/register.html', { popup: 'register', bannerRoute: '/register' }),
  page('/noticePage', 'noticePage'),
  page('/vip', 'Vip'),
  page('/pointMall', 'pointMall', { layout: 'noSide' }),
  page('/live', 'game'),
  page('/sports', 'game'),
  page('/esports', 'game'),
  page('/cockfight', 'game'),
  page('/hot', 'game'),
  page('/elott', 'elott'),
  page('/rng', 'egame'),
  page('/fish', 'egame'),
  page('/pvp', 'egame'),
  page('/promotions', 'promo'),
  page('/promoDetail', 'promoDetail'),
  page('/lottery', 'lottery', { layout: 'headerOnly', hideNav: true }),
  page('/vnlottery', 'vnlottery', { layout: 'headerOnly' }),
  page('/seamless', 'seamless', { layout: 'headerOnly', hideNav: true }),
  page('/fbsports', 'fbSports', { layout: 'headerOnly' }),
  page('/game', 'byIframe', { layout: 'headerOnly' }),
  page('/help', 'help'),
  page('/helpmc', 'help', { exportName: 'HelpMcPage', layout: 'bare' }),
  page('/down', 'download'),
  // The route guard names /download; it is the same page as /down.
  page('/download', 'download'),
  page('/join', 'joinus'),
  page('/agentHome', 'agentHome'),
];

const BY_PATH = new Map(ROUTES.map((r) => [routeKey(r.path), r]));

/** The spec of a path (case-insensitive, trailing slash ignored), or null for unknown paths. */
export function routeOf(pathname: string): RouteSpec | null {
  return BY_PATH.get(routeKey(pathname)) ?? null;
}

/** Whether the page frame shows the banner area and the notice bar (full and noSide layouts). */
export function showsPromotions(spec: RouteSpec | null): boolean {
  const layout = spec?.layout ?? 'full';
  return layout === 'full' || layout === 'noSide';
}

export function bannerGroupOf(spec: RouteSpec | null): string | null {
  return spec?.bannerRoute ? (BANNER_GROUP_BY_ROUTE[spec.bannerRoute] ?? null) : null;
}
