import type { Db } from '../../db/db';
import type { VendorAdapter } from '../../providers/vendors/vendor-adapter';
import { askVendor, recallFromVendor } from './transfer-wallet';
import { selectOpenVendorHolds, selectVendorBalancesToSweep } from './transfer-store';
import { selectWalletMember } from './vendor-store';

/** The sweep job: recalls vendor wallets idle for `idleMs`. Answers how many were recalled. */
export async function sweepVendorWallets(options: {
  db: Db;
  nowMs: number;
  idleMs: number;
  adapterOf: (merchantId: bigint, vendorCode: string) => Promise<VendorAdapter | null>;
}): Promise<number> {
  const due = await selectVendorBalancesToSweep(options.db, {
    idleBefore: new Date(options.nowMs - options.idleMs),
    limit: 200,
  });
  let recalled = 0;
  for (const d of due) {
    const adapter = await options.adapterOf(d.merchantId, d.vendorCode);
    const member = await selectWalletMember(options.db, d.memberId);
    if (!adapter || !member) continue;
    const amount = await recallFromVendor({
      db: options.db,
      adapter,
      merchantId: d.merchantId,
      memberId: d.memberId,
      currency: member.currency,
    }).catch(() => 0n);
    if (amount > 0n) recalled += 1;
  }
  return recalled;
}

/**
 * Moves whose vendor call got no answer are asked again with the same transferId (the vendor
 * applies each once): posted or voided by its answer, left open while it still does not answer.
 * Answers how many were settled.
 */
export async function settleOpenTransfers(options: {
  db: Db;
  nowMs: number;
  olderThanMs: number;
  adapterOf: (merchantId: bigint, vendorCode: string) => Promise<VendorAdapter | null>;
}): Promise<number> {
  const open = await selectOpenVendorHolds(options.db, {
    before: new Date(options.nowMs - options.olderThanMs),
    limit: 200,
  });
  let settled = 0;
  for (const h of open) {
    const adapter = await options.adapterOf(h.merchantId, h.vendorCode);
    if (!adapter) continue;
    const m = {
      db: options.db,
      adapter,
      merchantId: h.merchantId,
      memberId: h.memberId,
      currency: h.currency,
    };
    const outcome = await askVendor(m, h).catch(() => 'open' as const);
    if (outcome !== 'open') settled += 1;
  }
  return settled;
}
