import type { PrizeMode } from './game-menu';

/** Vendors whose card in the ELOTT lane switches the site to e-lottery prizes (spec §9). */
const ELOTT_SWITCH_VENDORS = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * The prize mode of a site: ELOTT when the ELOTT lane holds a TCG_LOTTO_VN or LOTT card,
 * otherwise the site's lottery mode (its `lotteryType`, e.g. `Lott` → LOTT).
 */
export function prizeModeOf(
  lanes: readonly { title: string; cards: readonly { vassalage: string }[] }[],
  lotteryMode: string,
): PrizeMode {
  const elott = lanes.find((l) => l.title === 'ELOTT');
  if (elott?.cards.some((c) => ELOTT_SWITCH_VENDORS.includes(c.vassalage))) return 'ELOTT';
  const own = lotteryMode.toUpperCase();
  return own === 'ZY' || own === 'SEA' || own === 'ELOTT' ? own : 'LOTT';
}
