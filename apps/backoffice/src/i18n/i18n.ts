import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import tw from './locales/tw.json';

/** The back office's texts; the language is remembered per browser. */
export const LANGUAGES = ['en', 'tw'] as const;
const stored = localStorage.getItem('wl.backoffice.language');

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, tw: { translation: tw } },
  lng: stored === 'tw' ? 'tw' : 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export function setLanguage(language: (typeof LANGUAGES)[number]) {
  localStorage.setItem('wl.backoffice.language', language);
  document.documentElement.lang = language === 'tw' ? 'zh-Hant' : 'en';
  void i18n.changeLanguage(language);
}

export default i18n;
