/**
 * The spec's page groups (loaded on demand) and the module that is each group's entry. The
 * build names each lazy chunk after its group, so the shipped files read download-*.js,
 * Vip-*.js, ... as the original's did. Shared by vite.config.ts and the route table.
 */
import { localeChunkName } from '../i18n/locale-chunks';

export const PAGE_CHUNK_MODULES = {
  index: 'features/home/index-page',
  download: 'features/download/download-page',
  Vip: 'features/vip/vip-page',
  byIframe: 'features/iframe-game/iframe-game-page',
  egame: 'features/lobby/egame-page',
  elott: 'features/lobby/elott-page',
  fbSports: 'features/fb-sports/fb-sports-page',
  game: 'app/game-chunk',
  help: 'features/help/help-pages',
  joinus: 'features/help/join-page',
  lottery: 'features/lottery/lottery-page',
  pointMall: 'features/points-mall/point-mall-page',
  promo: 'features/promotions/promo-page',
  promoDetail: 'features/promotions/promo-detail-page',
  seamless: 'features/seamless/seamless-page',
  vnlottery: 'features/lottery/vnlottery-page',
  noticePage: 'features/announcements/notice-page',
  agentHome: 'features/agent/agent-home-page',
} as const;

export type PageChunk = keyof typeof PAGE_CHUNK_MODULES;

/**
 * The chunk name for a built module id, or null when the module is not a page entry. A
 * translation file's chunk is named `locale-<code>` here too: vite.config.ts names every lazy
 * chunk by this function, and the server finds the translations by that name (ADR 0056).
 */
export function pageChunkName(moduleId: string | null | undefined): string | null {
  if (!moduleId) return null;
  const locale = localeChunkName(moduleId);
  if (locale) return locale;
  const normalised = moduleId.replace(/\\/g, '/').replace(/\.tsx?$/, '');
  for (const [name, suffix] of Object.entries(PAGE_CHUNK_MODULES)) {
    if (normalised.endsWith(`/src/${suffix}`)) return name;
  }
  return null;
}
