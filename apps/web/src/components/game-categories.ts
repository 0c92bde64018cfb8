/**
 * The game categories in the spec's order (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, with
 * esports and cockfight split out of sports, cockfight two places after it) and their routes.
 * The main navigation lists every category except cockfight.
 */
export const GAME_CATEGORIES = [
  { type: 'ELOTT', path: '/elott', labelKey: 'nav.elott', inNav: true },
  { type: 'LOTT', path: '/lottery', labelKey: 'nav.lottery', inNav: true },
  { type: 'LIVE', path: '/live', labelKey: 'nav.live', inNav: true },
  { type: 'SPORTS', path: '/sports', labelKey: 'nav.sports', inNav: true },
  { type: 'ESPORTS', path: '/esports', labelKey: 'nav.esports', inNav: true },
  { type: 'COCKFIGHT', path: '/cockfight', labelKey: 'nav.cockfight', inNav: false },
  { type: 'FISH', path: '/fish', labelKey: 'nav.fish', inNav: true },
  { type: 'RNG', path: '/rng', labelKey: 'nav.rng', inNav: true },
  { type: 'PVP', path: '/pvp', labelKey: 'nav.pvp', inNav: true },
] as const;

export type GameCategory = (typeof GAME_CATEGORIES)[number];

export function categoryOfPath(pathname: string): GameCategory | null {
  const path = pathname.toLowerCase();
  return GAME_CATEGORIES.find((c) => c.path === path) ?? null;
}
