/** Kept apart from get-announcements.ts (zod) so the player site's home page reads it without zod. */

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
