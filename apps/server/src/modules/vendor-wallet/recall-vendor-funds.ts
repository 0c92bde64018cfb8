import type { Db } from '../../db/db';
import type { VendorAdapter } from '../../providers/vendors/vendor-adapter';
import { recallFromVendor } from './transfer-wallet';
import { selectVendorBalancesToSweep } from './transfer-store';
import { selectIntegrations, selectWalletMember, type VendorIntegration } from './vendor-store';

/**
 * "Recall all" through the vendors: every transfer-mode vendor wallet of the member back to
 * main, each via its adapter. A vendor that fails keeps its money (answered per vendor); the
 * others still come back.
 */
export async function recallAllVendorFunds(options: {
  db: Db;
  merchantId: bigint;
  currency: string;
  memberId: bigint;
  adapterOf: (v: VendorIntegration) => VendorAdapter | null;
}): Promise<{ vendorCode: string; amountMinor: bigint; ok: boolean }[]> {
  const vendors = (await selectIntegrations(options.db, options.merchantId)).filter((v) => v.walletMode === 'transfer');
  const results: { vendorCode: string; amountMinor: bigint; ok: boolean }[] = [];
  for (const vendor of vendors) {
    const adapter = options.adapterOf(vendor);
    if (!adapter) continue;
    try {
      const amountMinor = await recallFromVendor({ db: options.db, adapter, merchantId: options.merchantId, memberId: options.memberId, currency: options.currency });
      results.push({ vendorCode: vendor.vendorCode, amountMinor, ok: true });
    } catch {
      results.push({ vendorCode: vendor.vendorCode, amountMinor: 0n, ok: false });
    }
  }
  return results;
}

/** The sweep job: recalls vendor wallets idle for `idleMs`. Answers how many were recalled. */
export async function sweepVendorWallets(options: {
  db: Db;
  nowMs: number;
  idleMs: number;
  adapterOf: (merchantId: bigint, vendorCode: string) => Promise<VendorAdapter | null>;
}): Promise<number> {
  const due = await selectVendorBalancesToSweep(options.db, { idleBefore: new Date(options.nowMs - options.idleMs), limit: 200 });
  let recalled = 0;
  for (const d of due) {
    const adapter = await options.adapterOf(d.merchantId, d.vendorCode);
    const member = await selectWalletMember(options.db, d.memberId);
    if (!adapter || !member) continue;
    const amount = await recallFromVendor({ db: options.db, adapter, merchantId: d.merchantId, memberId: d.memberId, currency: member.currency })
      .catch(() => 0n);
    if (amount > 0n) recalled += 1;
  }
  return recalled;
}
