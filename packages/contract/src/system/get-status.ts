import { z } from 'zod';
import { whitelabelNode } from './whitelabel';
import { getRegisterSettingsResponse } from './register-settings';

export const customerServiceEntry = z.object({
  csType: z.string(),
  csPosition: z.string(),
  /** Encrypted link: cipher text followed by its 8-character key (see ADR on the cipher). */
  path: z.string(),
});

export const resourceEntry = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string(),
});

export const domainRouteEntry = z.object({ domain: z.string(), speed: z.number() });

export const siteSettings = z.object({
  platform: z.string(),
  merchantCode: z.string(),
  lotteryType: z.string(),
  device: z.string(),
  defaultLanguage: z.string(),
  supportedLanguages: z.array(z.string()),
  prizeModes: z.array(z.string()),
  announcementTypes: z.array(z.string()),
  defaultExecution: z.string(),
  cockfightVendors: z.array(z.string()),
  esportsVendors: z.array(z.string()),
  currency: z.string(),
  currencySymbol: z.string(),
  siteName: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** GET /wps/system/status: what the app needs before it mounts. */
export const getStatusQuery = z.object({ url: z.string().max(2048).optional() });

export const getStatusResponse = z.object({
  maintenance: z.boolean(),
  /** Epoch ms when maintenance is expected to end, when the operator gave one. */
  maintenanceEnd: z.number().nullable(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), countryCode: z.string().nullable() }),
  info: z.object({
    customerService: z.array(customerServiceEntry),
    domainRoute: z.array(domainRouteEntry),
    resources: z.array(resourceEntry),
    whitelabel: z.array(whitelabelNode),
    register: getRegisterSettingsResponse,
    mainDomain: z.string(),
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    settings: siteSettings,
  }),
});
export type SystemStatus = z.infer<typeof getStatusResponse>;

export { systemStatusCode } from './status-code';
