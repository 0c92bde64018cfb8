import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { seedVendorWallets } from './seed-vendor-wallets';

describe('vendor wallets from the transfer-mode integrations', () => {
  const t = useTestApp();

  const vendor = async (code: string, mode: 'seamless' | 'transfer', accountTypeId: number) => {
    await t.db.query(
      `INSERT INTO game_vendors (merchant_id, vendor_code, game_type, display_name, account_type_id, entry_kind, wallet_mode, launch_mode)
       SELECT id, $1, 'RNG', $1 || ' Slots', $3, 'VASSALAGE', $2, 'live' FROM merchants WHERE code = 'DEMO'`,
      [code, mode, accountTypeId],
    );
    await t.db.query(
      `INSERT INTO vendor_integrations (merchant_id, vendor_code, adapter, wallet_mode, secret)
       SELECT id, $1, 'local_transfer', $2, 'seed-test-secret-0123456789' FROM merchants WHERE code = 'DEMO'`,
      [code, mode],
    );
  };
  const wallets = async () =>
    (
      await t.db.query<{ vendor_code: string; account_type_id: number; display_name: string }>(
        `SELECT vendor_code, account_type_id, display_name FROM vendor_wallets
        WHERE vendor_code IN ('SEEDTR', 'SEEDSM') ORDER BY vendor_code`,
      )
    ).rows;

  it('opens one wallet per transfer integration, none for seamless ones, and keeps renames', async () => {
    await vendor('SEEDTR', 'transfer', 901);
    await vendor('SEEDSM', 'seamless', 902);
    await seedVendorWallets(t.db, { APP_ENV: 'test' });
    expect(await wallets()).toEqual([
      { vendor_code: 'SEEDTR', account_type_id: 901, display_name: 'SEEDTR Slots' },
    ]);
    await t.db.query(
      `UPDATE vendor_wallets SET display_name = 'Renamed' WHERE vendor_code = 'SEEDTR'`,
    );
    await seedVendorWallets(t.db, { APP_ENV: 'test' });
    expect(await wallets()).toEqual([
      { vendor_code: 'SEEDTR', account_type_id: 901, display_name: 'Renamed' },
    ]);
  });
});
