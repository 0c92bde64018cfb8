import { MAIN_ACCOUNT_TYPE_ID } from '@wl/contract/cashier/wallets';
import type { Sql } from '../../db/db';
import { getBalances } from '../ledger/get-balances';
import type { AccountBalance } from '../ledger/ledger-types';
import type { Merchant } from '../merchants/merchant';
import { money } from './money-edge';
import { selectVendorWallets, type VendorWallet } from './settings-store';

export interface WalletView {
  accountTypeId: number;
  name: string;
  vendorCode: string | null;
  balance: string;
  availBalance: string;
}

/**
 * My wallet: the main wallet first, then every transfer-mode vendor wallet the merchant offers
 * (zero until first used) and any other vendor wallet that still holds money.
 */
export async function listWallets(options: {
  sql: Sql;
  merchant: Merchant;
  memberId: bigint;
}): Promise<{ currency: string; sumBalance: string; wallets: WalletView[] }> {
  const { merchant } = options;
  const [balances, vendors] = await Promise.all([
    getBalances({ sql: options.sql, memberId: options.memberId }),
    selectVendorWallets(options.sql, merchant.id),
  ]);
  const views = walletViews(balances, vendors, merchant.currency);
  const sum = balances
    .filter((b) => b.kind === 'main' || b.kind === 'vendor')
    .reduce((s, b) => s + b.availableMinor, 0n);
  return { currency: merchant.currency, sumBalance: money(sum, merchant.currency), wallets: views };
}

export function walletViews(
  balances: AccountBalance[],
  vendors: VendorWallet[],
  currency: string,
): WalletView[] {
  const main = balances.find((b) => b.kind === 'main');
  const view = (
    accountTypeId: number,
    name: string,
    vendorCode: string | null,
    b?: AccountBalance,
  ) => ({
    accountTypeId,
    name,
    vendorCode,
    balance: money(b?.balanceMinor ?? 0n, currency),
    availBalance: money(b?.availableMinor ?? 0n, currency),
  });
  const views = [view(MAIN_ACCOUNT_TYPE_ID, 'main', null, main)];
  for (const v of vendors) {
    views.push(
      view(
        v.accountTypeId,
        v.displayName,
        v.vendorCode,
        balances.find((b) => b.vendorCode === v.vendorCode),
      ),
    );
  }
  return views;
}
