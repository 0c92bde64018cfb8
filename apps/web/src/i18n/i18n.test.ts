import { describe, expect, it } from 'vitest';
import { displayedLanguage, i18n, initI18n, setLanguage } from './i18n';

describe('language loading', () => {
  it('loads a full set on demand and marks the document with its tag', async () => {
    await initI18n('TH');
    expect(i18n.hasResourceBundle('VI', 'translation')).toBe(false);
    expect(i18n.t('account.menu.deposit')).toBe('ฝากเงิน');
    expect(document.documentElement.lang).toBe('th');
    expect(document.documentElement.dir).toBe('ltr');

    await setLanguage('VI');
    expect(i18n.t('wallet.records.codes.REBATE')).toBe('Hoàn trả');
    expect(i18n.t('lottery.seconds', { count: 1 })).toBe('1 giây');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('uses the Filipino plural forms for TY', async () => {
    await setLanguage('TY');
    expect(i18n.t('lottery.seconds', { count: 1 })).toBe('1 segundo');
    expect(document.documentElement.lang).toBe('fil');
  });

  it('shows a partial set, with English for the keys it does not carry', async () => {
    await setLanguage('JA');
    expect(displayedLanguage('JA')).toBe('JA');
    expect(i18n.t('common.close')).toBe('閉じる');
    expect(i18n.t('betRecords.historyTitle')).toBe('Betting record');
    expect(document.documentElement.lang).toBe('ja');
  });

  it('turns the document right to left for Arabic, Persian and Urdu', async () => {
    for (const [code, tag] of [
      ['AR', 'ar'],
      ['FA', 'fa'],
      ['UR', 'ur'],
    ] as const) {
      await setLanguage(code);
      expect(document.documentElement.dir).toBe('rtl');
      expect(document.documentElement.lang).toBe(tag);
    }
    await setLanguage('EN');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('shows English for a code without a file', () => {
    expect(displayedLanguage('XX')).toBe('EN');
  });
});
