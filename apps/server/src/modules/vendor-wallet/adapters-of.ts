import type { AppDeps } from '../../app-deps';
import type { VendorAdapter } from '../../providers/vendors/vendor-adapter';
import { vendorAdapters } from './vendor-adapters';
import { selectIntegration } from './vendor-store';

const adaptersByDeps = new WeakMap<AppDeps, ReturnType<typeof vendorAdapters>>();

/**
 * The app's vendor adapters, built once per app: in-process vendors keep state (the simulated
 * vendor's failure switch), so every module must reach the same instances.
 */
export function adaptersOf(deps: AppDeps): ReturnType<typeof vendorAdapters> {
  let a = adaptersByDeps.get(deps);
  if (!a) adaptersByDeps.set(deps, (a = vendorAdapters(deps)));
  return a;
}

/** The transfer-mode adapter of one merchant's vendor, or null when it has none enabled. */
export async function transferAdapterOf(
  deps: AppDeps,
  merchantId: bigint,
  vendorCode: string,
): Promise<VendorAdapter | null> {
  const integration = await selectIntegration(deps.db, merchantId, vendorCode);
  if (!integration?.enabled || integration.walletMode !== 'transfer') return null;
  const adapter = adaptersOf(deps).adapterOf(integration);
  return adapter?.walletMode === 'transfer' ? adapter : null;
}
