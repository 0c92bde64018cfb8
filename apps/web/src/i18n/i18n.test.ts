import { describe, expect, it } from 'vitest';
import { displayedLanguage, i18n, initI18n, setLanguage } from './i18n';

describe('language loading', () => {
  it('loads a full set on demand and marks the document with its tag', async () => {
    await initI18n('TH');
    expect(i18n.hasResourceBundle('VI', 'translation')).toBe(false);
    expect(i18n.t('account.menu.deposit')).toBe('ฝากเงิน');
    expect(document.documentElement.lang).toBe('th');

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

  it('shows English for a language without a file of its own', async () => {
    await setLanguage('JA');
    expect(displayedLanguage('JA')).toBe('EN');
    expect(i18n.t('common.close')).toBe('Close');
    expect(document.documentElement.lang).toBe('en');
  });
});
