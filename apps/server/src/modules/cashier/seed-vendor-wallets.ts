import type { SeedPart } from '../../db/seed/seed';

/**
 * My wallet shows one wallet per transfer-mode vendor a merchant really integrates: every
 * enabled transfer integration with a catalogue row gets a vendor wallet named and numbered
 * as the catalogue lists it. Runs after the vendors and the catalogue are seeded; idempotent
 * (an operator's renamed or re-sorted wallet is kept).
 */
export const seedVendorWallets: SeedPart = async (db) => {
  await db.query(
    `INSERT INTO vendor_wallets (merchant_id, vendor_code, account_type_id, display_name, sort)
     SELECT DISTINCT ON (i.merchant_id, i.vendor_code)
            i.merchant_id, i.vendor_code, g.account_type_id, g.display_name, g.sort
       FROM vendor_integrations i
       JOIN game_vendors g ON g.merchant_id = i.merchant_id AND g.vendor_code = i.vendor_code
      WHERE i.wallet_mode = 'transfer' AND i.enabled AND g.account_type_id > 2
      ORDER BY i.merchant_id, i.vendor_code, g.sort
     ON CONFLICT DO NOTHING`,
  );
};
