import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@wl/contract/common/headers';
import { menuLanguage, pageLanguage } from './page-language';

describe('the language a house page speaks', () => {
  it('reads the word set of a translated language and formats in its tag', () => {
    expect(pageLanguage('TW')).toEqual({ code: 'TW', words: 'TW', tag: 'zh-Hant', dir: 'ltr' });
    expect(pageLanguage('en')).toEqual({ code: 'EN', words: 'EN', tag: 'en', dir: 'ltr' });
  });

  it('reads the seven full sets, and Tagalog for the menu\'s TL', () => {
    for (const code of ['TW', 'CN', 'EN', 'ID', 'TH', 'TY', 'VI'] as const) {
      expect(pageLanguage(code).words).toBe(code);
    }
    expect(pageLanguage('TL')).toEqual({ code: 'TL', words: 'TY', tag: 'tl', dir: 'ltr' });
    expect(pageLanguage('th').tag).toBe('th');
  });

  it('keeps a menu language without its own words, reading English in its tag', () => {
    expect(pageLanguage('JA')).toEqual({ code: 'JA', words: 'EN', tag: 'ja', dir: 'ltr' });
    expect(pageLanguage('KO').words).toBe('EN');
  });

  it('turns right to left for Arabic, Persian and Urdu only', () => {
    const rtl = LANGUAGE_CODES.filter((code) => pageLanguage(code).dir === 'rtl');
    expect(rtl.sort()).toEqual(['AR', 'FA', 'UR']);
    expect(pageLanguage('AR')).toEqual({ code: 'AR', words: 'EN', tag: 'ar', dir: 'rtl' });
  });

  it('understands region forms and other systems codes', () => {
    expect(menuLanguage('zh_TW')).toBe('TW');
    expect(menuLanguage('zh-Hant')).toBe('TW');
    expect(menuLanguage('zh_CN')).toBe('CN');
    expect(menuLanguage('vi_VN')).toBe('VI');
    expect(menuLanguage('VN')).toBe('VI');
    expect(menuLanguage('th-TH')).toBe('TH');
  });

  it('falls back to English for anything else', () => {
    for (const raw of ['', undefined, null, 'XX', 'klingon', '<script>']) {
      expect(pageLanguage(raw)).toEqual({ code: 'EN', words: 'EN', tag: 'en', dir: 'ltr' });
    }
  });

  it('has a tag Intl accepts for every language of the menu', () => {
    for (const code of LANGUAGE_CODES) {
      const { tag } = pageLanguage(code);
      expect(Intl.NumberFormat.supportedLocalesOf([tag]), code).toHaveLength(1);
    }
  });
});
