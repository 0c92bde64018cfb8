import { houseAdapter } from './house-adapter';
import type { VendorAdapter } from './vendor-adapter';

/** The integration facts an adapter is built from (a vendor_integrations row). */
export interface AdapterConfig {
  vendorCode: string;
  adapter: 'house' | 'local_transfer';
  secret: string;
  baseUrl: string | null;
}

/** Builds the adapter for one integration; in-process vendors are registered by the caller. */
export function adapterFor(
  config: AdapterConfig,
  local: Record<string, (config: AdapterConfig) => VendorAdapter> = {},
): VendorAdapter | null {
  if (config.adapter === 'house') {
    if (!config.baseUrl) return null;
    return houseAdapter({ vendorCode: config.vendorCode, baseUrl: config.baseUrl, secret: config.secret });
  }
  return local[config.adapter]?.(config) ?? null;
}
