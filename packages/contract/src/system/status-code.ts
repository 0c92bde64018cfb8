/** Kept apart from get-status.ts (zod) so the player site's root screen reads it without zod. */

/** The root screen: 0 app, 1 maintenance, 2 region-blocked. Maintenance wins. */
export function systemStatusCode(status: { maintenance: boolean; regionRestriction: boolean }) {
  if (status.maintenance) return 1 as const;
  if (status.regionRestriction) return 2 as const;
  return 0 as const;
}
