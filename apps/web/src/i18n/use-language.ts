import { useTranslation } from './use-translation';
import type { LanguageCode } from '@wl/contract/common/headers';
import { isLanguageCode } from '../api/session';
import { FALLBACK_LANGUAGE } from './languages';

/** The selected language code (what the `Language` header sends); part of query keys. */
export function useLanguage(): LanguageCode {
  const { i18n } = useTranslation();
  const code = i18n.language?.toUpperCase();
  return isLanguageCode(code) ? code : FALLBACK_LANGUAGE;
}
