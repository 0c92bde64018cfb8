import { MAIN_ACCOUNT_TYPE_ID } from '@wl/contract/cashier/wallets';
import type { Db } from '../../db/db';
import { AppError } from '../../http/app-error';
import { openMemberAccount } from '../ledger/open-member-account';
import { transfer } from '../ledger/transfer';
import type { Merchant } from '../merchants/merchant';
import { amountMinor, memberRequestKey } from './money-edge';
import { selectVendorWallets } from './settings-store';
import { listWallets, type WalletView } from './list-wallets';

/**
 * Moves money between the main wallet and one transfer-mode vendor wallet (GCS_walletTransfer).
 * One side must be the main wallet. Idempotent by the client's key; more than the available
 * balance is `insufficient_funds` with the balance.
 *
 * The vendor side is a ledger account that mirrors the member's balance at the vendor; when a
 * transfer-mode vendor adapter exists it wraps this move in a hold and posts it only after the
 * vendor confirmed (never calling the vendor inside a transaction).
 */
export async function transferBetweenWallets(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  fromAccountTypeId: number;
  toAccountTypeId: number;
  amount: string | number;
  idempotencyKey?: string;
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
  const currency = merchant.currency;
  const main = await openMemberAccount({ sql: db, memberId, kind: 'main', currency });
  const wallet = await openMemberAccount({
    sql: db,
    memberId,
    kind: 'vendor',
    vendorCode: vendor.vendorCode,
    currency,
  });
  const [debit, credit] = from === MAIN_ACCOUNT_TYPE_ID ? [main, wallet] : [wallet, main];
  const result = await transfer({
    db,
    debitAccountId: debit.id,
    creditAccountId: credit.id,
    amountMinor: amount,
    currency,
    code: 'WALLET_TRANSFER',
    idempotencyKey: memberRequestKey(memberId, 'wallet', options.idempotencyKey),
    reference: vendor.vendorCode,
  });
  const after = await listWallets({ sql: db, merchant, memberId });
  return { replayed: result.replayed, wallets: after.wallets };
}
