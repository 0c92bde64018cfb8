import type { SystemStatus } from '@wl/contract/system/get-status';
import type { GeoIp } from '../../providers/geoip/geoip';
import type { Merchant } from '../merchants/merchant';
import { listCustomerService } from './list-customer-service';
import { isRegionRestricted } from './region-restriction';
import { siteSettingsOf } from './site-settings';
import { registerConfigOf, statusConfigOf, whitelabelOf } from './status-config';

/**
 * What the app needs before it mounts (GET /wps/system/status). Maintenance and region
 * restriction are both reported as configured; the client shows maintenance first
 * (systemStatusCode in the contract).
 */
export async function getSystemStatus(options: {
  merchant: Merchant;
  /** The client's address as Fastify resolved it (X-Forwarded-For only from trusted proxies). */
  ip: string;
  /** The page the client is on (`url` query); its host is the fallback main domain. */
  pageUrl: string | undefined;
  requestHost: string | undefined;
  geoip: GeoIp;
  onGeoIpError?: (error: unknown) => void;
}): Promise<SystemStatus> {
  const { merchant, ip, geoip } = options;
  const config = statusConfigOf(merchant);
  let countryCode: string | null = null;
  try {
    countryCode = await geoip.countryOf(ip);
  } catch (error) {
    // Without the database nobody is denied; an allow list still fails closed below.
    options.onGeoIpError?.(error);
  }
  return {
    maintenance: config.maintenance,
    maintenanceEnd: config.maintenanceEnd,
    regionRestriction: isRegionRestricted({
      ip,
      countryCode,
      allow: config.regionAllow,
      deny: config.regionDeny,
    }),
    location: { ip, countryCode },
    info: {
      customerService: await listCustomerService({ merchant, rankLevel: null }),
      domainRoute: config.domainRoutes,
      resources: config.resources,
      whitelabel: whitelabelOf(merchant),
      register: registerConfigOf(merchant),
      mainDomain: config.mainDomain ?? hostOf(options.pageUrl) ?? hostOf(options.requestHost) ?? '',
      analytics: config.analytics,
      imageCDNs: config.imageCDNs,
      launchGameCDNs: config.launchGameCDNs,
      settings: siteSettingsOf(merchant),
    },
  };
}

/** The host name of a URL or of a bare `host[:port]`; null when it is neither. */
export function hostOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
    return url.hostname || null;
  } catch {
    return null;
  }
}
