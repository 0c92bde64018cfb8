import { siteSettingsOf } from '../system/site-settings';
import type { Merchant } from '../merchants/merchant';
import type { LanguageChoice } from './content-store';

/**
 * The language content is read in: the asked one when the merchant supports it, else the
 * merchant's default; items missing in that language fall back to the default one by one.
 */
export function contentLanguage(merchant: Merchant, asked: string | undefined): LanguageChoice {
  const settings = siteSettingsOf(merchant);
  const wanted = asked?.toUpperCase();
  const language =
    wanted && settings.supportedLanguages.includes(wanted) ? wanted : settings.defaultLanguage;
  return { language, fallback: settings.defaultLanguage };
}
