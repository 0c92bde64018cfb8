import type { Db } from '../../db/db';
import { getBalances } from '../ledger/get-balances';
import { openMemberAccount } from '../ledger/open-member-account';
import { transfer } from '../ledger/transfer';
import type { Merchant } from '../merchants/merchant';
import { listWallets, type WalletView } from './list-wallets';
import { memberRequestKey, money } from './money-edge';
import { selectVendorWallets } from './settings-store';

/**
 * "Recall all": every vendor wallet's available money back into the main wallet, one ledger
 * transfer per wallet. With the client's key a retry recalls nothing twice: each wallet's move
 * is keyed by the request and the wallet.
 */
export async function recallVendorWallets(options: {
  db: Db;
  merchant: Merchant;
  memberId: bigint;
  idempotencyKey?: string;
}): Promise<{ recalled: { accountTypeId: number; amount: string }[]; wallets: WalletView[] }> {
  const { db, merchant, memberId } = options;
  const currency = merchant.currency;
  const [balances, vendors] = await Promise.all([
    getBalances({ sql: db, memberId }),
    selectVendorWallets(db, merchant.id),
  ]);
  const main = await openMemberAccount({ sql: db, memberId, kind: 'main', currency });
  const baseKey = memberRequestKey(memberId, 'recall', options.idempotencyKey);
  const recalled: { accountTypeId: number; amount: string }[] = [];
  for (const b of balances) {
    if (b.kind !== 'vendor' || b.availableMinor <= 0n || b.currency !== currency) continue;
    const r = await transfer({
      db,
      debitAccountId: b.accountId,
      creditAccountId: main.id,
      amountMinor: b.availableMinor,
      currency,
      code: 'WALLET_TRANSFER',
      idempotencyKey: `${baseKey}:${b.vendorCode}`,
      reference: b.vendorCode ?? '',
    });
    const accountTypeId = vendors.find((v) => v.vendorCode === b.vendorCode)?.accountTypeId ?? 0;
    recalled.push({ accountTypeId, amount: money(r.transfer.amountMinor, currency) });
  }
  const after = await listWallets({ sql: db, merchant, memberId });
  return { recalled, wallets: after.wallets };
}
