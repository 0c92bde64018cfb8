import { houseAdapter } from './house-adapter';
import { houseTransferAdapter } from './house-transfer-adapter';
import type { VendorAdapter } from './vendor-adapter';

/** The integration facts an adapter is built from (a vendor_integrations row). */
export interface AdapterConfig {
  vendorCode: string;
  adapter: 'house' | 'house_transfer' | 'local_transfer';
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
    return houseAdapter({
      vendorCode: config.vendorCode,
      baseUrl: config.baseUrl,
      secret: config.secret,
    });
  }
  if (config.adapter === 'house_transfer') {
    if (!config.baseUrl) return null;
    return houseTransferAdapter({
      vendorCode: config.vendorCode,
      baseUrl: config.baseUrl,
      secret: config.secret,
    });
  }
  return local[config.adapter]?.(config) ?? null;
}
