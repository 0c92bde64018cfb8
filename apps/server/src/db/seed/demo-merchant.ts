import type { SeedPart } from './seed';

/** The demo merchant row; the site settings, switches and content are seeded beside it. */
export const DEMO_MERCHANT_CODE = 'DEMO';

export const seedDemoMerchant: SeedPart = async (db) => {
  await db.query(
    `INSERT INTO merchants (code, name, currency) VALUES ($1, $2, 'PHP')
     ON CONFLICT (code) DO NOTHING`,
    [DEMO_MERCHANT_CODE, 'Demo Casino'],
  );
};
