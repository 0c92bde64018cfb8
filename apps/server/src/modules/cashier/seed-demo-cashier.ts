import { randomBytes } from 'node:crypto';
import type { SeedPart } from '../../db/seed/seed';

/**
 * The demo merchant's cashier: settings, withdrawal limits and banks, and three deposit
 * channels — a manual bank transfer, and two through the local sandbox gateway (one with free
 * amounts, one with fixed amounts). The sandbox secret is random per install and kept on
 * re-seeding. Idempotent: every row is keyed by its natural key.
 */
export const seedDemoCashier: SeedPart = async (db) => {
  const m = await db.query<{ id: bigint }>(`SELECT id FROM merchants WHERE code = 'DEMO'`);
  const merchantId = m.rows[0]?.id;
  if (merchantId === undefined) return;
  await db.query(
    `INSERT INTO cashier_settings (merchant_id, precaution_note, withdraw_time_msg)
     VALUES ($1, $2, $3) ON CONFLICT (merchant_id) DO NOTHING`,
    [
      merchantId,
      'The account name must match your registered name.',
      'Withdrawals are processed around the clock.',
    ],
  );
  const limits: [string, bigint, bigint][] = [
    ['BC', 100_00n, 50_000_00n],
    ['EW', 100_00n, 20_000_00n],
    ['VW', 500_00n, 100_000_00n],
  ];
  for (const [cardType, min, max] of limits) {
    await db.query(
      `INSERT INTO withdraw_limits (merchant_id, card_type, min_minor, max_minor) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [merchantId, cardType, min, max],
    );
  }
  const banks: [string, string, string][] = [
    ['BC', 'BDO', 'BDO Unibank'],
    ['BC', 'BPI', 'Bank of the Philippine Islands'],
    ['BC', 'MBTC', 'Metrobank'],
    ['BC', 'LBP', 'Land Bank of the Philippines'],
    ['EW', 'GCASH', 'GCash'],
    ['EW', 'MAYA', 'Maya'],
    ['VW', 'USDT_TRC20', 'USDT (TRC-20)'],
    ['VW', 'BTC', 'Bitcoin'],
  ];
  for (const [i, [cardType, code, name]] of banks.entries()) {
    await db.query(
      `INSERT INTO payout_banks (merchant_id, card_type, bank_code, bank_name, sort) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING`,
      [merchantId, cardType, code, name, i],
    );
  }
  await db.query(
    `INSERT INTO payment_channels (merchant_id, type_code, kind, vendor_id, vendor_name, mcs_bank_code,
       banks, min_minor, max_minor, payee_name, payee_account, payee_bank, sort)
     VALUES ($1, 'MT', 'bank_transfer', 'BDO-MT', 'Bank transfer (BDO)', 'BDO',
       '[{"bankCode":"BDO","bankType":"MT"}]', 10000, 50000000, 'Demo Casino Corp.', '0012-3456-7890', 'BDO Unibank', 1)
     ON CONFLICT (merchant_id, vendor_id) DO NOTHING`,
    [merchantId],
  );
  const gateways: [string, string, bigint[]][] = [
    ['SANDBOX-PG', 'Sandbox Pay (online)', []],
    [
      'SANDBOX-QR',
      'Sandbox Pay (QR, fixed amounts)',
      [100_00n, 200_00n, 500_00n, 1_000_00n, 5_000_00n],
    ],
  ];
  for (const [i, [vendorId, name, fixed]] of gateways.entries()) {
    await db.query(
      `INSERT INTO payment_channels (merchant_id, type_code, kind, vendor_id, vendor_name, mcs_bank_code,
         banks, min_minor, max_minor, fixed_amounts_minor, gateway_code, gateway_secret, sort)
       VALUES ($1, $2, 'gateway', $3, $4, 'SANDBOX', '[{"bankCode":"SANDBOX","bankType":"PG"}]',
         5000, 10000000, $5::bigint[], 'sandbox', $6, $7)
       ON CONFLICT (merchant_id, vendor_id) DO NOTHING`,
      [
        merchantId,
        i === 0 ? 'PG' : 'QR',
        vendorId,
        name,
        fixed.map(String),
        randomBytes(32).toString('base64url'),
        10 + i,
      ],
    );
  }
};
