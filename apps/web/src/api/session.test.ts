import { afterEach, describe, expect, it } from 'vitest';
import { getStoredLanguage, keepLanguageCookie, storeLanguage } from './session';

const languageCookie = () =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith('hisLang='))
    ?.slice('hisLang='.length);

afterEach(() => {
  document.cookie = 'hisLang=; path=/; max-age=0';
  window.localStorage.clear();
});

describe('the chosen language', () => {
  it('is kept in localStorage as the original clients keep it, and in a cookie the server reads', () => {
    expect(languageCookie()).toBeUndefined();
    storeLanguage('EN');
    expect(getStoredLanguage()).toBe('EN');
    expect(languageCookie()).toBe('EN');
    keepLanguageCookie('AR');
    expect(languageCookie()).toBe('AR');
  });
});
