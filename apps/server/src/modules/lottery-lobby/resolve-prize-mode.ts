import type { PrizeMode } from '@wl/contract/lottery-lobby/game-menu';
import { prizeModeOf } from '@wl/contract/lottery-lobby/prize-mode';
import type { Sql } from '../../db/db';
import type { Merchant } from '../merchants/merchant';
import { siteSettingsOf } from '../system/site-settings';
import { listVendorRows } from '../games/games-store';

/**
 * The prize mode a lobby call uses: the one asked for, else the site's rule (ELOTT when its
 * ELOTT lane has a TCG_LOTTO_VN or LOTT vendor, else its lotteryType).
 */
export async function resolvePrizeMode(options: {
  db: Sql;
  merchant: Merchant;
  asked: PrizeMode | undefined;
}): Promise<PrizeMode> {
  if (options.asked) return options.asked;
  const rows = await listVendorRows(options.db, options.merchant.id);
  const elott = rows
    .filter((r) => r.game_type === 'ELOTT')
    .map((r) => ({ vassalage: r.vendor_code }));
  return prizeModeOf(
    [{ title: 'ELOTT', cards: elott }],
    siteSettingsOf(options.merchant).lotteryType,
  );
}
