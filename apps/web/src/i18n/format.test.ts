import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCount,
  formatMinorMoney,
  formatMinorNumber,
  formatMoneyText,
  formatRecordTime,
  localeTag,
} from './format';

const PESO = { symbol: '₱' };
// Strip the invisible direction marks Intl adds in right-to-left languages.
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');
// Intl separates date and time with a no-break space in some languages.
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('money in the language on screen', () => {
  it('keeps two decimals and the merchant symbol in English', () => {
    expect(formatMinorMoney(123456750n, PESO, 2, 'en')).toBe('₱1,234,567.50');
    expect(formatMinorMoney(-320n, PESO, 2, 'en')).toBe('-₱3.20');
    expect(formatMinorMoney(0n, PESO, 2, 'en')).toBe('₱0.00');
  });

  it("uses each language's separators and the symbol's place, never another symbol", () => {
    expect(formatMinorMoney(123450n, PESO, 2, 'vi')).toBe('1.234,50\u00a0₱');
    expect(formatMinorMoney(123450n, PESO, 2, 'id')).toBe('₱1.234,50');
    expect(formatMinorMoney(123450n, { symbol: 'NT$' }, 2, 'zh-Hant')).toBe('NT$1,234.50');
    expect(visible(formatMinorMoney(123450n, PESO, 2, 'ar'))).toContain('₱');
    expect(formatMinorMoney(123450n, PESO, 2, 'ar')).not.toMatch(/US|\$/);
  });

  it('names a foreign currency by its code and refuses text that is not an amount', () => {
    expect(formatMoneyText('50', { code: 'USD' }, 'en')).toBe('USD\u00a050.00');
    expect(formatMoneyText('1e5', PESO, 'en')).toBe('—');
    expect(formatMoneyText('', PESO, 'en')).toBe('—');
    expect(formatMoneyText('10.005', PESO, 'en')).toBe('—');
  });

  it('never goes through a float: 18-digit amounts keep every digit', () => {
    expect(formatMinorNumber(123456789012345678n, 2, 'en')).toBe('1,234,567,890,123,456.78');
  });

  it('formats counts with grouping', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'fr')).toBe('1\u202f234\u202f567');
  });
});

describe('dates and the header clock', () => {
  // Wednesday 5 March 2025, 07:08:09 local time.
  const at = new Date(2025, 2, 5, 7, 8, 9);

  it('names the weekday in the language', () => {
    expect(formatClock(at, 'en').weekday).toBe('Wednesday');
    expect(formatClock(at, 'zh-Hant').weekday).toBe('星期三');
    expect(formatClock(at, 'vi').weekday).toBe('Thứ Tư');
    expect(formatClock(at, 'th').weekday).toBe('วันพุธ');
  });

  it('keeps two-digit fields and a 24-hour clock', () => {
    expect(formatClock(at, 'zh-Hant')).toMatchObject({ date: '2025/03/05', time: '07:08:09' });
    expect(formatClock(new Date(2024, 11, 29, 23, 59, 0), 'en').time).toBe('23:59:00');
    expect(spaced(formatRecordTime(at.getTime(), 'zh-Hant'))).toBe('2025/03/05 07:08:09');
    expect(formatRecordTime(at.getTime(), 'en')).toBe('03/05/2025, 07:08:09');
  });

  it('maps menu codes to their tags and unknown or file-less languages to English', () => {
    expect(localeTag('TW')).toBe('zh-Hant');
    expect(localeTag('vi')).toBe('vi');
    expect(localeTag('XX')).toBe('en');
  });
});
