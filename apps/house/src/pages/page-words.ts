/**
 * A page's language and words together: what every server-rendered house page is given. The
 * script's dictionary is the page section plus the page's own (lottery or sports) section.
 */
import { houseWords, type HouseWords } from '../i18n/house-words';
import { pageLanguage, type PageLanguage } from '../i18n/page-language';

export interface PageLocale {
  lang: PageLanguage;
  words: HouseWords;
}

export function pageLocale(raw: string | null | undefined): PageLocale {
  const lang = pageLanguage(raw);
  return { lang, words: houseWords(lang.words) };
}

/** A slot symbol's label in the page's language (the code itself for an unknown symbol). */
export function symbolLabel(symbol: string, words: HouseWords): string {
  return (words.names.symbols as Record<string, string>)[symbol] ?? symbol;
}

/** A house game's name in the page's language (the code for an unknown game). */
export function gameName(code: string, words: HouseWords): string {
  return (words.names.games as Record<string, string>)[code] ?? code;
}
