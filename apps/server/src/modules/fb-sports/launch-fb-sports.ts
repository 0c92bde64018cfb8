/**
 * GCS_gameLaunchFB: the FB sports book for the /fbsports iframe. It is the ordinary vendor
 * launch (launchVendorGame: real or demo, trial members demo, player token, the vendor's
 * address) aimed at the book's local implementation — the house vendor's game `fb-sports` —
 * and refused when the merchant has no enabled FB vendor in its catalogue.
 */
import {
  FB_SPORTS_GAME_CODE,
  FB_VENDOR_CODE,
  type LaunchFbValue,
} from '@wl/contract/games/launch-fb';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { Merchant } from '../merchants/merchant';
import type { ActiveSession } from '../sessions/session-store';
import { HOUSE_VENDOR_CODE } from '../vendor-wallet/house-defaults';
import { launchVendorGame, type LaunchParams } from '../vendor-wallet/launch-vendor-game';

type LaunchOptions = Parameters<typeof launchVendorGame>[0];

export async function launchFbSports(options: {
  db: Db;
  merchant: Merchant;
  session: ActiveSession | null;
  nowMs: number;
  params: Pick<LaunchParams, 'accountType' | 'language' | 'device' | 'backUrl'>;
  adapterOf: LaunchOptions['adapterOf'];
  beforeTransferLaunch: LaunchOptions['beforeTransferLaunch'];
}): Promise<LaunchFbValue> {
  if (!(await fbVendorEnabled(options.db, options.merchant.id)))
    throw new AppError('GAME_NOT_FOUND');
  return launchVendorGame({
    ...options,
    params: {
      ...options.params,
      vassalage: HOUSE_VENDOR_CODE,
      gameId: FB_SPORTS_GAME_CODE,
      gameType: 'SPORTS',
      launchMode: 'GLS',
    },
  });
}

async function fbVendorEnabled(db: Db, merchantId: bigint): Promise<boolean> {
  const r = await db.query(
    `SELECT 1 FROM game_vendors WHERE merchant_id = $1 AND vendor_code = $2 AND enabled AND launch_mode = 'live'`,
    [merchantId, FB_VENDOR_CODE],
  );
  return r.rowCount > 0;
}
