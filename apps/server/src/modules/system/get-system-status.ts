import type { SystemStatus } from '@wl/contract/system/get-status';
import { boundedMemo } from '../../lib/bounded-memo';
import type { GeoIp } from '../../providers/geoip/geoip';
import type { Merchant } from '../merchants/merchant';
import { listCustomerService } from './list-customer-service';
import { isRegionRestricted } from './region-restriction';
import { siteSettingsOf } from './site-settings';
import { registerConfigOf, statusConfigOf, whitelabelOf } from './status-config';

export interface StatusRequest {
  merchant: Merchant;
  /** The client's address as Fastify resolved it (X-Forwarded-For only from trusted proxies). */
  ip: string;
  /** The page the client is on (`url` query); its host is the fallback main domain. */
  pageUrl: string | undefined;
  requestHost: string | undefined;
  geoip: GeoIp;
  onGeoIpError?: (error: unknown) => void;
}

/**
 * What the app needs before it mounts (GET /wps/system/status). Maintenance and region
 * restriction are both reported as configured; the client shows maintenance first
 * (systemStatusCode in the contract).
 */
export async function getSystemStatus(options: StatusRequest): Promise<SystemStatus> {
  const shared = statusOfMerchant(options.merchant, mainDomainOf(options));
  return {
    maintenance: shared.maintenance,
    maintenanceEnd: shared.maintenanceEnd,
    ...(await statusOfVisitor(options)),
    info: shared.info,
  };
}

/** The main domain the reply names: the configured one, else the page's or the request's host. */
export function mainDomainOf(options: Pick<StatusRequest, 'merchant' | 'pageUrl' | 'requestHost'>) {
  return (
    statusConfigOf(options.merchant).mainDomain ??
    (options.pageUrl ? hostOf(options.pageUrl) : null) ??
    (options.requestHost ? hostOf(options.requestHost) : null) ??
    ''
  );
}

/** Everything but the visitor's location: the same for every visitor of the merchant. */
export function statusOfMerchant(
  merchant: Merchant,
  mainDomain: string,
): Pick<SystemStatus, 'maintenance' | 'maintenanceEnd' | 'info'> {
  const config = statusConfigOf(merchant);
  return {
    maintenance: config.maintenance,
    maintenanceEnd: config.maintenanceEnd,
    info: {
      customerService: listCustomerService({ merchant, rankLevel: null }),
      domainRoute: config.domainRoutes,
      resources: config.resources,
      whitelabel: whitelabelOf(merchant),
      register: registerConfigOf(merchant),
      mainDomain,
      analytics: config.analytics,
      imageCDNs: config.imageCDNs,
      launchGameCDNs: config.launchGameCDNs,
      settings: siteSettingsOf(merchant),
    },
  };
}

/** The visitor's part: where the address is, and whether the merchant's region rules shut it out. */
export async function statusOfVisitor(
  options: Omit<StatusRequest, 'pageUrl' | 'requestHost'>,
): Promise<Pick<SystemStatus, 'regionRestriction' | 'location'>> {
  const { ip } = options;
  const config = statusConfigOf(options.merchant);
  const { countryCode } = await visitorCountry(options);
  return {
    regionRestriction: isRegionRestricted({
      ip,
      countryCode,
      allow: config.regionAllow,
      deny: config.regionDeny,
    }),
    location: { ip, countryCode },
  };
}

/** The address's country; `looked` is false when the lookup failed (null then denies nobody). */
export async function visitorCountry(
  options: Pick<StatusRequest, 'ip' | 'geoip' | 'onGeoIpError'>,
): Promise<{ countryCode: string | null; looked: boolean }> {
  try {
    return { countryCode: await options.geoip.countryOf(options.ip), looked: true };
  } catch (error) {
    // Without the database nobody is denied; an allow list still fails closed.
    options.onGeoIpError?.(error);
    return { countryCode: null, looked: false };
  }
}

/**
 * The host name of a URL or of a bare `host[:port]`; null when it is neither. Remembered per
 * value: every status call parses its page's URL, and the pages are few.
 */
export const hostOf = boundedMemo((value: string): string | null => {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`);
    return url.hostname || null;
  } catch {
    return null;
  }
});
