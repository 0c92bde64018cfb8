import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { Country } from '@wl/contract/system/get-countries';

/**
 * The country list of the dialling-code picker. It is derived at start instead of stored:
 * libphonenumber-js (the phone-number metadata the registration validator uses too) gives
 * every region and its calling code, and Intl.DisplayNames names them in the visitor's
 * language. A table would only copy that metadata and drift from the validator when the
 * package updates. Lists are built once per language and kept.
 */
const LOCALES: Record<string, string> = {
  TW: 'zh-TW',
  CN: 'zh-CN',
  EN: 'en',
  JA: 'ja',
  TH: 'th',
  VI: 'vi',
  ES: 'es',
  HI: 'hi',
  ID: 'id',
  KM: 'km',
  KO: 'ko',
  MS: 'ms',
  PT: 'pt',
  TA: 'ta',
  TL: 'fil',
  UR: 'ur',
  TR: 'tr',
  BN: 'bn',
  AR: 'ar',
  FA: 'fa',
  RU: 'ru',
  KK: 'kk',
  UZ: 'uz',
  LO: 'lo',
  NE: 'ne',
  FR: 'fr',
  TE: 'te',
  SW: 'sw',
  MY: 'my',
};

export const FLAG_PATH = '/static/COUNTRY_FLAG';

const byLanguage = new Map<string, Country[]>();

export function localeOf(language: string): string {
  return LOCALES[language] ?? 'en';
}

export function listCountries(options: { language: string }): Country[] {
  const locale = localeOf(options.language);
  const hit = byLanguage.get(locale);
  if (hit) return hit;
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  const list = getCountries()
    .map((code) => ({
      countryCode: code,
      countryDialingCode: getCountryCallingCode(code),
      name: names.of(code) ?? code,
      flagUrl: `${FLAG_PATH}/${code}.svg`,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  byLanguage.set(locale, list);
  return list;
}
