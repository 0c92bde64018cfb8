import type { GetVendorGameTypesValue } from '@wl/contract/games/get-vendor-game-types';
import type { Sql } from '../../db/db';
import type { Merchant } from '../merchants/merchant';
import { listTopGamesPerVendor } from './games-store';
import { toGameItem } from './game-view';

/** `{RNG: {HOUSE: [games…]}, LIVE: {…}}`: each listed vendor's first `limit` games by type. */
export async function getVendorGameTypes(options: {
  db: Sql;
  merchant: Merchant;
  language: string;
  limit: number;
}): Promise<GetVendorGameTypesValue> {
  const content: GetVendorGameTypesValue['content'] = {};
  const games = await listTopGamesPerVendor(options.db, options.merchant.id, options.limit);
  for (const game of games) {
    const byVendor = (content[game.gameType] ??= {});
    (byVendor[game.vendorCode] ??= []).push(toGameItem(game, options.language, options.merchant));
  }
  return { content };
}
