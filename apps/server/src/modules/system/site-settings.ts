import { z } from 'zod';
import { ANNOUNCEMENT_TYPES } from '@wl/contract/system/get-announcements';
import type { SiteSettings } from '@wl/contract/system/get-status';
import type { Merchant } from '../merchants/merchant';

/**
 * The site settings of spec §1, from merchants.settings with the spec's values as defaults.
 * The merchant code and currency always come from the merchant row itself.
 */
const CURRENCY_SYMBOLS: Record<string, string> = {
  PHP: '₱',
  USD: '$',
  TWD: 'NT$',
  CNY: '¥',
  VND: '₫',
  THB: '฿',
  IDR: 'Rp',
  INR: '₹',
  MYR: 'RM',
  KRW: '₩',
  JPY: '¥',
  BDT: '৳',
  PKR: '₨',
};

const codes = z.array(z.string().min(1).max(32));
const stored = z.object({
  platform: z.string().catch('web'),
  lotteryType: z.string().catch('SEA'),
  device: z.string().catch('WEB'),
  defaultLanguage: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .catch('TW'),
  supportedLanguages: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .min(1)
    .catch(['TW', 'EN']),
  prizeModes: codes.catch(['Lott', 'ZY', 'Elott', 'SEA']),
  announcementTypes: codes.catch([...ANNOUNCEMENT_TYPES]),
  defaultExecution: z.enum(['A', 'B', 'F']).catch('B'),
  cockfightVendors: codes.catch([]),
  esportsVendors: codes.catch([]),
  currencySymbol: z.string().min(1).max(8).optional().catch(undefined),
  siteName: z.string().min(1).max(100).optional().catch(undefined),
});

const parsed = new WeakMap<Merchant, SiteSettings>();

export function siteSettingsOf(merchant: Merchant): SiteSettings {
  const hit = parsed.get(merchant);
  if (hit) return hit;
  const s = stored.parse(merchant.settings ?? {});
  const settings: SiteSettings = {
    platform: s.platform,
    merchantCode: merchant.code,
    lotteryType: s.lotteryType,
    device: s.device,
    defaultLanguage: s.defaultLanguage,
    supportedLanguages: s.supportedLanguages,
    prizeModes: s.prizeModes,
    announcementTypes: s.announcementTypes,
    defaultExecution: s.defaultExecution,
    cockfightVendors: s.cockfightVendors,
    esportsVendors: s.esportsVendors,
    currency: merchant.currency,
    currencySymbol: s.currencySymbol ?? CURRENCY_SYMBOLS[merchant.currency] ?? merchant.currency,
    siteName: s.siteName ?? merchant.name,
  };
  parsed.set(merchant, settings);
  return settings;
}
