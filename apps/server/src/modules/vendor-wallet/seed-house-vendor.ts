import type { SeedPart } from '../../db/seed/seed';
import {
  DEV_HOUSE_SECRET,
  DEV_HOUSE_URL,
  HOUSE_CLUB_VENDOR_CODE,
  HOUSE_VENDOR_CODE,
} from './house-defaults';
import { seedIntegrationForAll } from './vendor-store';

/**
 * Every merchant gets the house games vendor twice: HOUSE (seamless wallet) and HOUSECLUB
 * (transfer wallet: the main balance moves into the house's book on launch). Idempotent; an
 * existing row (its secret) is never overwritten here.
 */
export const seedHouseVendor: SeedPart = async (db) => {
  await seedIntegrationForAll(db, {
    vendorCode: HOUSE_VENDOR_CODE,
    adapter: 'house',
    walletMode: 'seamless',
    secret: DEV_HOUSE_SECRET,
    baseUrl: DEV_HOUSE_URL,
  });
  await seedIntegrationForAll(db, {
    vendorCode: HOUSE_CLUB_VENDOR_CODE,
    adapter: 'house_transfer',
    walletMode: 'transfer',
    secret: DEV_HOUSE_SECRET,
    baseUrl: DEV_HOUSE_URL,
  });
};
