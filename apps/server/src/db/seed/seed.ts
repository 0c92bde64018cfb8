import type { Config } from '../../config';
import type { Db } from '../db';
import { seedDemoMerchant } from './demo-merchant';
import { seedDemoSiteSettings } from './demo-site-settings';
import { seedDemoBanners } from './demo-banners';
import { seedDemoNotices } from './demo-notices';
import { seedDemoHelp } from './demo-help';
import { seedDemoAccounts } from '../../modules/members/seed-demo-accounts';
import { seedDemoCashier } from '../../modules/cashier/seed-demo-cashier';
import { seedDemoOperators } from '../../modules/operators/seed-demo-operators';
import { seedHouseVendor } from '../../modules/vendor-wallet/seed-house-vendor';
import { seedDemoGames } from './demo-games';
import { seedVendorWallets } from '../../modules/cashier/seed-vendor-wallets';
import { seedDemoPromotions } from '../../modules/promotions/seed-demo-promotions';
import { seedDemoRewards } from './demo-rewards';

/**
 * Demo data for a fresh install. Every part is idempotent (it upserts by natural key), so
 * `npm run db:seed` can run any number of times. Demo accounts exist in development only.
 */
export type SeedPart = (db: Db, config: Pick<Config, 'APP_ENV'>) => Promise<void>;

const PARTS: SeedPart[] = [
  seedDemoMerchant,
  seedDemoSiteSettings,
  seedDemoBanners,
  seedDemoNotices,
  seedDemoHelp,
  seedDemoAccounts,
  seedDemoCashier,
  seedDemoOperators,
  seedHouseVendor,
  seedDemoGames,
  seedVendorWallets,
  seedDemoPromotions,
  seedDemoRewards,
];

export async function seed(db: Db, config: Pick<Config, 'APP_ENV'>) {
  for (const part of PARTS) await part(db, config);
}

/** `npm start` seeds only an empty database (no merchant yet), unless told otherwise. */
export async function seedIfEmpty(db: Db, config: Pick<Config, 'APP_ENV' | 'SEED_DEMO'>) {
  if (config.SEED_DEMO === 'no') return;
  const r = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM merchants');
  if (config.SEED_DEMO === 'yes' || r.rows[0]?.n === 0n) await seed(db, config);
}
