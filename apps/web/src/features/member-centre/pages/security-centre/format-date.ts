import { displayedLanguage } from '../../../../i18n/i18n';
import { LANGUAGE_INFO } from '../../../../i18n/languages';

/** A date (and time) in the language on screen, in the browser's time zone. */
export function formatDate(ms: number, language: string, withTime = false): string {
  const tag = LANGUAGE_INFO[displayedLanguage(language)].tag;
  return new Intl.DateTimeFormat(tag, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(ms));
}
