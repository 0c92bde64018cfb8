import { MAIN_ACCOUNT_TYPE_ID } from '@wl/contract/cashier/wallets';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import type { VendorAdapter } from '../../providers/vendors/vendor-adapter';
import type { Merchant } from '../merchants/merchant';
import { moveAmountWithVendor } from '../vendor-wallet/transfer-wallet';
import { amountMinor, memberRequestKey } from './money-edge';
import { selectVendorWallets } from './settings-store';
import { listWallets, type WalletView } from './list-wallets';

/** Finds the transfer-mode adapter of a merchant's vendor (null: none enabled). */
export type TransferAdapterOf = (
  merchantId: bigint,
  vendorCode: string,
) => Promise<VendorAdapter | null>;

/**
 * Moves money between the main wallet and one transfer-mode vendor wallet (GCS_walletTransfer).
 * One side must be the main wallet. The vendor really receives or returns the money: a ledger
 * hold, the vendor's deposit/withdraw (no transaction open meanwhile), then the hold is posted,
 * or voided when the vendor refused — so the ledger's vendor wallet always mirrors the vendor.
 * Idempotent by the client's key; more than the available balance is `insufficient_funds`.
 */
export async function transferBetweenWallets(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  fromAccountTypeId: number;
  toAccountTypeId: number;
  amount: string | number;
  idempotencyKey?: string;
  transferAdapterOf: TransferAdapterOf;
}): Promise<{ replayed: boolean; wallets: WalletView[] }> {
  const { db, merchant, memberId, fromAccountTypeId: from, toAccountTypeId: to } = options;
  if (from === to || (from !== MAIN_ACCOUNT_TYPE_ID && to !== MAIN_ACCOUNT_TYPE_ID)) {
    throw new AppError('request_param_err', { messageKey: 'error_wallet_pair' });
  }
  const vendors = await selectVendorWallets(db, merchant.id);
  const vendorTypeId = from === MAIN_ACCOUNT_TYPE_ID ? to : from;
  const vendor = vendors.find((v) => v.accountTypeId === vendorTypeId);
  if (!vendor) throw new AppError('wallet_not_found');
  const amount = amountMinor(options.amount, merchant.currency);
  const adapter = await options.transferAdapterOf(merchant.id, vendor.vendorCode);
  if (!adapter)
    throw new AppError('service_unavailable', { messageKey: 'error_vendor_unavailable' });
  const result = await moveAmountWithVendor({
    db,
    adapter,
    merchantId: merchant.id,
    memberId,
    currency: merchant.currency,
    key: memberRequestKey(memberId, 'wallet', options.idempotencyKey),
    direction: from === MAIN_ACCOUNT_TYPE_ID ? 'in' : 'out',
    amountMinor: amount,
  });
  const after = await listWallets({ sql: db, merchant, memberId });
  return { replayed: result.replayed, wallets: after.wallets };
}
