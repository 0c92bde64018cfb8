import type { Db } from '../../db/db';
import { getBalances } from '../ledger/get-balances';
import type { Merchant } from '../merchants/merchant';
import { recallFromVendor } from '../vendor-wallet/transfer-wallet';
import { listWallets, type WalletView } from './list-wallets';
import { memberRequestKey, money } from './money-edge';
import { selectVendorWallets } from './settings-store';
import type { TransferAdapterOf } from './transfer-between-wallets';

/**
 * "Recall all" (GCS_walletReturn, also on leaving a transfer-mode game): every vendor wallet
 * holding money back into the main wallet, each through its vendor. A vendor that cannot be
 * reached keeps its money and is listed in `failed`; the others still come back. With the
 * client's key a retry recalls nothing twice: each wallet's move is keyed by request and vendor.
 */
export async function recallVendorWallets(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  idempotencyKey?: string;
  transferAdapterOf: TransferAdapterOf;
}): Promise<{
  recalled: { accountTypeId: number; amount: string }[];
  failed: { accountTypeId: number }[];
  wallets: WalletView[];
}> {
  const { db, merchant, memberId } = options;
  const currency = merchant.currency;
  const [balances, vendors] = await Promise.all([
    getBalances({ sql: db, memberId }),
    selectVendorWallets(db, merchant.id),
  ]);
  const baseKey = memberRequestKey(memberId, 'recall', options.idempotencyKey);
  const recalled: { accountTypeId: number; amount: string }[] = [];
  const failed: { accountTypeId: number }[] = [];
  for (const b of balances) {
    if (b.kind !== 'vendor' || !b.vendorCode || b.availableMinor <= 0n || b.currency !== currency)
      continue;
    const accountTypeId = vendors.find((v) => v.vendorCode === b.vendorCode)?.accountTypeId ?? 0;
    const adapter = await options.transferAdapterOf(merchant.id, b.vendorCode);
    const amountMinor = adapter
      ? await recallFromVendor({
          db,
          adapter,
          merchantId: merchant.id,
          memberId,
          currency,
          key: `${baseKey}:${b.vendorCode}`,
        }).catch(() => null)
      : null;
    if (amountMinor === null) failed.push({ accountTypeId });
    else recalled.push({ accountTypeId, amount: money(amountMinor, currency) });
  }
  const after = await listWallets({ sql: db, merchant, memberId });
  return { recalled, failed, wallets: after.wallets };
}
