/**
 * i18next set up with the menu's upper-case language codes (the `Language` header's values).
 * English is bundled (it is every language's fallback); other translations load on demand.
 * The chosen language is stored in localStorage `hisLang`, as the original clients do.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageCode } from '@wl/contract/common/headers';
import { storeLanguage } from '../api/session';
import { FALLBACK_LANGUAGE, LANGUAGE_INFO } from './languages';
import en from './locales/en.json';

// A translation file's own shape: it may leave out plural forms its language does not use.
type Messages = Record<string, unknown>;

// One dynamic import per file, so the bundler emits one chunk per language and only the
// chosen language is downloaded.
const LOADERS: Partial<Record<LanguageCode, () => Promise<{ default: Messages }>>> = {
  TW: () => import('./locales/tw.json'),
  CN: () => import('./locales/cn.json'),
  ID: () => import('./locales/id.json'),
  TH: () => import('./locales/th.json'),
  TY: () => import('./locales/ty.json'),
  VI: () => import('./locales/vi.json'),
};

export const i18n = i18next.createInstance();

async function ensureMessages(code: LanguageCode) {
  const load = LOADERS[code];
  if (!load || i18n.hasResourceBundle(code, 'translation')) return;
  const messages = await load();
  i18n.addResourceBundle(code, 'translation', messages.default, true, true);
}

/** The language whose text is on screen: the chosen one, or English when it has no file. */
export function displayedLanguage(code: string): LanguageCode {
  const known = code as LanguageCode;
  return known === FALLBACK_LANGUAGE || LOADERS[known] ? known : FALLBACK_LANGUAGE;
}

function applyDocumentLanguage(code: LanguageCode) {
  const shown = LANGUAGE_INFO[displayedLanguage(code)];
  document.documentElement.lang = shown.tag;
}

export async function initI18n(language: LanguageCode) {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { [FALLBACK_LANGUAGE]: { translation: en } },
      lng: FALLBACK_LANGUAGE,
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
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
