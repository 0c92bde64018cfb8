import type { AppDeps } from '../../app-deps';
import { AppError } from '../../http/app-error';
import { localTransferAdapter } from '../../providers/vendors/local-transfer-adapter';
import type { VendorAdapter } from '../../providers/vendors/vendor-adapter';
import { adapterFor } from '../../providers/vendors/vendor-registry';
import { getBalances } from '../ledger/get-balances';
import type { BeforeTransferLaunch } from './launch-vendor-game';
import { moveIntoVendor } from './transfer-wallet';
import { selectWalletMember, type VendorIntegration } from './vendor-store';

export const SIM_LOBBY_PATH = '/vendor-sim';

/** The adapters of this app: HTTP vendors from their rows, in-process vendors built once. */
export function vendorAdapters(deps: AppDeps) {
  const local = new Map<string, VendorAdapter>();
  const adapterOf = (v: VendorIntegration): VendorAdapter | null =>
    adapterFor(v, {
      local_transfer: (c) => {
        const hit = local.get(c.vendorCode);
        if (hit) return hit;
        const made = localTransferAdapter({
          db: deps.db,
          vendorCode: c.vendorCode,
          secret: c.secret,
          lobbyPath: SIM_LOBBY_PATH,
          now: deps.now,
        });
        local.set(c.vendorCode, made);
        return made;
      },
    });

  /**
   * Launching a transfer-mode game moves the main balance into it; while another transfer-mode
   * vendor still holds the member's money, that game counts as open (#734).
   */
  const beforeTransferLaunch: BeforeTransferLaunch = async ({ vendor, adapter, memberId }) => {
    const balances = await getBalances({ sql: deps.db, memberId });
    const open = balances.find(
      (b) => b.kind === 'vendor' && b.vendorCode !== vendor.vendorCode && b.balanceMinor > 0n,
    );
    if (open)
      throw new AppError('conflict', {
        messageKey: '#734',
        value: { vendorCode: open.vendorCode },
      });
    const member = await selectWalletMember(deps.db, memberId);
    if (!member) throw new AppError('login.not.session');
    await moveIntoVendor({
      db: deps.db,
      adapter,
      merchantId: vendor.merchantId,
      memberId,
      currency: member.currency,
    });
  };
  return { adapterOf, beforeTransferLaunch };
}
