import type { WhitelabelNode } from '@wl/contract/system/whitelabel';
import type { RegisterSettings } from '@wl/contract/system/register-settings';

/** What the operator configures about the site's status page and surroundings. */
export interface MerchantStatusConfig {
  maintenance?: boolean;
  maintenanceEnd?: number | null;
  /** ISO country codes; when `allow` is non-empty only those may enter, `deny` always blocks. */
  regionAllow?: string[];
  regionDeny?: string[];
  customerService?: { csType: string; csPosition: string; url: string }[];
  resources?: {
    resourceType: string;
    url: string;
    qrCodeUrl: string | null;
    labelNameEn: string;
  }[];
  analytics?: { gtagId: string | null };
  imageCDNs?: string[];
  launchGameCDNs?: string[];
  domainRoutes?: { domain: string; speed: number }[];
  mainDomain?: string;
}

export interface Merchant {
  id: bigint;
  code: string;
  name: string;
  currency: string;
  settings: Record<string, unknown>;
  whitelabel: WhitelabelNode[];
  /** The whitelabel tree flattened: modId → on. */
  flags: Record<string, boolean>;
  registerConfig: RegisterSettings;
  statusConfig: MerchantStatusConfig;
}
