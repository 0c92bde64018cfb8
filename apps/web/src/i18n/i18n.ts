/**
 * i18next set up with the menu's upper-case language codes (the `Language` header's values).
 * Every translation loads on demand, English included: a full set carries every key, so English
 * (the partial sets' fallback) loads only beside a partial set or when chosen (ADR 0028).
 * The chosen language is stored in localStorage `hisLang`, as the original clients do.
 */
import i18next from 'i18next';
import type { LanguageCode } from '@wl/contract/common/headers';
import { storeLanguage } from '../api/session';
import { FALLBACK_LANGUAGE, LANGUAGE_INFO, RIGHT_TO_LEFT, TRANSLATED_LANGUAGES } from './languages';

// A translation file's own shape: it may leave out plural forms its language does not use,
// and the partial sets carry only part of the keys (the rest falls back to English).
type Messages = Record<string, unknown>;

// A lazy glob: the bundler emits one chunk per language file and only the chosen language is
// downloaded (with English beside a partial set).
const FILES = import.meta.glob<Messages>('./locales/*.json', { import: 'default' });
const FULL_SETS: ReadonlySet<LanguageCode> = new Set(TRANSLATED_LANGUAGES);

function loaderFor(code: LanguageCode) {
  return FILES[`./locales/${code.toLowerCase()}.json`];
}

export const i18n = i18next.createInstance();

async function ensureBundle(code: LanguageCode) {
  const load = loaderFor(code);
  if (!load || i18n.hasResourceBundle(code, 'translation')) return;
  i18n.addResourceBundle(code, 'translation', await load(), true, true);
}

/** The chosen language's file, and English too unless the chosen one is a full set. */
async function ensureMessages(code: LanguageCode) {
  const shown = displayedLanguage(code);
  await Promise.all([
    ensureBundle(shown),
    FULL_SETS.has(shown) ? undefined : ensureBundle(FALLBACK_LANGUAGE),
  ]);
}

/** The language whose text is on screen: the chosen one, or English when it has no file. */
export function displayedLanguage(code: string): LanguageCode {
  const known = code as LanguageCode;
  return known === FALLBACK_LANGUAGE || (known in LANGUAGE_INFO && loaderFor(known))
    ? known
    : FALLBACK_LANGUAGE;
}

/** The writing direction of the language on screen: Arabic, Persian and Urdu mirror the layout. */
export function textDirection(code: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(displayedLanguage(code)) ? 'rtl' : 'ltr';
}

function applyDocumentLanguage(code: LanguageCode) {
  const shown = displayedLanguage(code);
  document.documentElement.lang = LANGUAGE_INFO[shown].tag;
  // CSS logical properties follow `dir`.
  document.documentElement.dir = textDirection(shown);
}

export async function initI18n(language: LanguageCode) {
  if (!i18n.isInitialized) {
    // Components read it through ./use-translation (not react-i18next's hook: see there).
    await i18n.init({
      resources: {},
      lng: FALLBACK_LANGUAGE,
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  await setLanguage(language, { persist: false });
}

/**
 * Switches the UI language. Text re-renders at once; queries keyed by language refetch.
 * `persist: false` applies a merchant default without making it the visitor's choice.
 */
export async function setLanguage(code: LanguageCode, options: { persist?: boolean } = {}) {
  await ensureMessages(code);
  if (options.persist !== false) storeLanguage(code);
  await i18n.changeLanguage(code);
  applyDocumentLanguage(code);
}
