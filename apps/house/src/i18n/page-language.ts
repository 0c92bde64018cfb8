/**
 * Which language a house page speaks, from the `language` launch parameter (or `?lang=`).
 *
 * The platform passes its own upper-case codes (`TW`, `CN`, `EN`, `AR`, … — the language menu of
 * packages/contract's LANGUAGE_CODES), sometimes with a region (`zh_TW`, `vi_VN`). The page
 * keeps the menu code it was given (so links, the lobby and the round replay stay in it), reads
 * the words of one of the seven full sets (any other menu language reads English, as the
 * platform's own texts do), formats numbers and dates with the menu language's BCP 47 tag
 * (Intl knows all thirty) and turns right to left for Arabic, Persian and Urdu.
 */
import { LANGUAGE_CODES, type LanguageCode } from '@wl/contract/common/headers';
import { WORD_SETS, type WordsLanguage } from './house-words';

export interface PageLanguage {
  /** The platform's menu code the page was opened in; what `?lang=` links carry on. */
  code: LanguageCode;
  /** The word set the page reads. */
  words: WordsLanguage;
  /** BCP 47 tag for `lang=` and Intl. */
  tag: string;
  dir: 'ltr' | 'rtl';
}

// BCP 47 tags of the platform's menu languages (the player site's LANGUAGE_INFO uses the same).
const TAGS: Record<LanguageCode, string> = {
  TW: 'zh-Hant', CN: 'zh-Hans', EN: 'en', JA: 'ja', TH: 'th', VI: 'vi', ES: 'es', HI: 'hi',
  ID: 'id', KM: 'km', KO: 'ko', MS: 'ms', PT: 'pt', TA: 'ta', TL: 'tl', UR: 'ur', TR: 'tr',
  BN: 'bn', AR: 'ar', FA: 'fa', RU: 'ru', KK: 'kk', UZ: 'uz', LO: 'lo', NE: 'ne', FR: 'fr',
  TE: 'te', SW: 'sw', MY: 'my', TY: 'fil',
};

const RIGHT_TO_LEFT: ReadonlySet<LanguageCode> = new Set(['AR', 'FA', 'UR']);

// Codes other systems use for our languages: ISO 639-1 where the platform has its own code.
const ALIASES: Record<string, LanguageCode> = { ZH: 'CN', VN: 'VI', FIL: 'TY', IN: 'ID' };

function isMenuCode(code: string): code is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(code);
}

/** The menu code a launch parameter names, or EN for anything else. */
export function menuLanguage(raw: string | null | undefined): LanguageCode {
  const [base = '', region = ''] = String(raw ?? '').trim().toUpperCase().split(/[_-]/);
  if (base === 'ZH') return ['TW', 'HK', 'MO', 'HANT'].includes(region) ? 'TW' : 'CN';
  if (isMenuCode(base)) return base;
  return ALIASES[base] ?? 'EN';
}

/** The word set a menu language reads: its own, Tagalog's for TL, else English. */
function wordsFor(code: LanguageCode): WordsLanguage {
  if (code === 'TL') return wordsFor('TY');
  return code in WORD_SETS ? (code as WordsLanguage) : 'EN';
}

export function pageLanguage(raw: string | null | undefined): PageLanguage {
  const code = menuLanguage(raw);
  return { code, words: wordsFor(code), tag: TAGS[code], dir: RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr' };
}
