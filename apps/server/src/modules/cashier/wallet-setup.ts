import type { Sql } from '../../db/db';
import { selectPayoutBanks, selectVendorWallets, type PayoutBank } from './settings-store';

/** GCS_merchantWallet: single-wallet mode when the merchant has no transfer-mode vendor wallet. */
export async function getMerchantWallet(options: { sql: Sql; merchantId: bigint }) {
  return { isSingle: (await selectVendorWallets(options.sql, options.merchantId)).length === 0 };
}

/** The banks, e-wallets and crypto networks the merchant pays out to, optionally of one type. */
export async function listWithdrawBanks(options: {
  sql: Sql;
  merchantId: bigint;
  cardType?: PayoutBank['cardType'];
}): Promise<PayoutBank[]> {
  const banks = await selectPayoutBanks(options.sql, options.merchantId);
  return banks.filter((b) => !options.cardType || b.cardType === options.cardType);
}
