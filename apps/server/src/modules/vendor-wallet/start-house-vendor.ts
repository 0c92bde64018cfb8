import { startHouse, type RunningHouse } from '@wl/house/start-house';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { HOUSE_CLUB_VENDOR_CODE, HOUSE_VENDOR_CODE } from './house-defaults';
import { syncIntegrationForAll } from './vendor-store';
import { VENDOR_WALLET_PREFIX } from './vendor-wallet-routes';

/**
 * Runs the house games vendor beside the platform (`npm start`): same process and database
 * (its own schema), its own port. The house reaches the wallet over loopback HTTP like any
 * vendor; every merchant's HOUSE integration is pointed at the configured secret and port.
 */
export async function startHouseVendor(options: {
  config: Config;
  db: Db;
  platformPort: number;
}): Promise<RunningHouse> {
  const { config, db } = options;
  for (const vendorCode of [HOUSE_VENDOR_CODE, HOUSE_CLUB_VENDOR_CODE]) {
    await syncIntegrationForAll(db, {
      vendorCode,
      secret: config.HOUSE_SECRET,
      baseUrl: `http://127.0.0.1:${config.HOUSE_PORT}`,
      publicUrl: config.HOUSE_PUBLIC_URL,
    });
  }
  return startHouse({
    db,
    platformWalletUrl: `http://127.0.0.1:${options.platformPort}${VENDOR_WALLET_PREFIX}`,
    vendorCode: HOUSE_VENDOR_CODE,
    transferVendorCode: HOUSE_CLUB_VENDOR_CODE,
    secret: config.HOUSE_SECRET,
    port: config.HOUSE_PORT,
    host: config.HOST,
    publicUrl: config.HOUSE_PUBLIC_URL,
    openDemo: !config.isProduction,
    logger: { level: config.LOG_LEVEL },
  });
}
