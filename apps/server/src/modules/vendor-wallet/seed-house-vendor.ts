import type { SeedPart } from '../../db/seed/seed';
import { DEV_HOUSE_SECRET, DEV_HOUSE_URL, HOUSE_VENDOR_CODE } from './house-defaults';
import { seedIntegrationForAll } from './vendor-store';

/**
 * Every merchant gets the house games vendor (seamless wallet) and the simulated transfer-mode
 * vendor. Idempotent; an existing row (its secret) is never overwritten here.
 */
export const seedHouseVendor: SeedPart = async (db) => {
  await seedIntegrationForAll(db, {
    vendorCode: HOUSE_VENDOR_CODE, adapter: 'house', walletMode: 'seamless',
    secret: DEV_HOUSE_SECRET, baseUrl: DEV_HOUSE_URL,
  });
};
