/**
 * The lobby's category nav (spec §2): the game categories in the spec's order that have at
 * least one vendor, plus cockfight always. Vendor tabs get scroll arrows beyond 7 vendors.
 */
import type { VendorLane } from '@wl/contract/games/list-vendor-lanes';
import { GAME_CATEGORIES, type GameCategory } from '../../components/game-categories';

export const VENDOR_ARROWS_AFTER = 7;

export function lobbyCategories(lanes: readonly VendorLane[]): GameCategory[] {
  const withVendors = new Set(lanes.filter((l) => l.cards.length > 0).map((l) => l.title));
  return GAME_CATEGORIES.filter((c) => c.type === 'COCKFIGHT' || withVendors.has(c.type));
}

export function needsVendorArrows(vendorCount: number): boolean {
  return vendorCount > VENDOR_ARROWS_AFTER;
}
