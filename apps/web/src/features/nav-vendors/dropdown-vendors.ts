/**
 * What the header's navigation offers per game type (spec §2, §9): up to 30 vendors in a
 * dropdown, none for fish; choosing an RNG or PVP vendor opens that lobby on the vendor
 * (/rng?page={vendor}, /pvp with the vendor chosen), other types open /{lowercased type}.
 */
import type { GameType } from '@wl/contract/games/common';
import type { VendorCard, VendorLane } from '@wl/contract/games/list-vendor-lanes';
import { FB_SPORTS_PATH, FB_VENDOR_CODE } from '@wl/contract/games/fb-sports';
import { GAME_CATEGORIES } from '../../components/game-categories';

export const DROPDOWN_VENDOR_CAP = 30;
/** The spec's dropdown blur delay: the menu stays while the pointer crosses the gap. */
export const DROPDOWN_BLUR_DELAY_MS = 200;

export function dropdownVendors(lanes: readonly VendorLane[], type: GameType): VendorCard[] {
  if (type === 'FISH') return [];
  const lane = lanes.find((l) => l.title === type);
  return (lane?.cards ?? []).slice(0, DROPDOWN_VENDOR_CAP);
}

export interface VendorTarget {
  to: string;
  /** The vendor the lobby opens on (router state), for the types that keep one. */
  vendor: string | null;
}

export function vendorTarget(vendor: VendorCard): VendorTarget {
  // The sports vendor FB has its own page (spec §2).
  if (vendor.vassalage === FB_VENDOR_CODE) return { to: FB_SPORTS_PATH, vendor: null };
  if (vendor.gameType === 'RNG') {
    return { to: `/rng?page=${encodeURIComponent(vendor.vassalage)}`, vendor: vendor.vassalage };
  }
  if (vendor.gameType === 'PVP') return { to: '/pvp', vendor: vendor.vassalage };
  // LOTT's lobby is /lottery; every other type's route is its lower-cased name.
  const category = GAME_CATEGORIES.find((c) => c.type === vendor.gameType);
  return { to: category?.path ?? `/${vendor.gameType.toLowerCase()}`, vendor: null };
}

/** The dropdown's width (nav-vendors.css) and the gap it keeps from the viewport's edges. */
export const DROPDOWN_WIDTH_PX = 240;
const EDGE_GAP_PX = 8;

/**
 * Where the fixed dropdown goes: under the entry, lined up with its inline start (the left
 * edge, or the right edge when the page reads right to left), and kept inside the viewport.
 */
export function menuPlace(
  entry: Pick<DOMRect, 'bottom' | 'left' | 'right'>,
  direction: 'ltr' | 'rtl',
  viewportWidth: number = window.innerWidth,
): { top: number; left: number } {
  const start = direction === 'rtl' ? entry.right - DROPDOWN_WIDTH_PX : entry.left;
  const widest = viewportWidth - DROPDOWN_WIDTH_PX - EDGE_GAP_PX;
  return { top: entry.bottom, left: Math.max(EDGE_GAP_PX, Math.min(start, widest)) };
}
