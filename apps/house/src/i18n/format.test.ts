import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCount,
  formatDateTime,
  formatDecimalText,
  formatMoney,
  formatTime,
} from './format';

// Intl separates some symbols and codes with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('house number and money formats', () => {
  it('writes money with the launch currency, two decimals and the language separators', () => {
    expect(formatMoney(123456789n, 'PHP', 'en')).toBe('₱1,234,567.89');
    expect(plain(formatMoney(123456789n, 'PHP', 'vi'))).toBe('1.234.567,89 ₱');
    expect(formatMoney(123456789n, 'PHP', 'id')).toBe('₱1.234.567,89');
    expect(formatMoney(-50n, 'USD', 'en')).toBe('-$0.50');
    expect(formatMoney(100000n, 'THB', 'th')).toBe('฿1,000.00');
  });

  it('writes an amount without a known currency as a plain two-decimal number', () => {
    expect(formatMoney(1234500n, null, 'en')).toBe('12,345.00');
    expect(formatMoney(1234500n, 'not money', 'en')).toBe('12,345.00');
    expect(formatAmount(5n, 'en')).toBe('0.05');
    expect(formatAmount(123456700n, 'vi')).toBe('1.234.567,00');
  });

  it('keeps exact minor units beyond a float', () => {
    expect(formatAmount(900719925474099312n, 'en')).toBe('9,007,199,254,740,993.12');
  });

  it('writes decimal text with its own digits and counts with separators', () => {
    expect(formatDecimalText('96.52', 'en')).toBe('96.52');
    expect(formatDecimalText('96.52', 'vi')).toBe('96,52');
    expect(formatDecimalText('n/a', 'vi')).toBe('n/a');
    expect(formatCount(9500, 'en')).toBe('9,500');
    expect(formatCount(9500n, 'id')).toBe('9.500');
  });

  it('writes round times in the language with a 24-hour clock', () => {
    const at = '2026-11-29T14:05:07.000Z';
    expect(formatDateTime(at, 'en', 'UTC')).toBe('11/29/2026, 14:05:07');
    expect(formatDateTime(at, 'th', 'UTC')).toContain('2569'); // the Buddhist year Thai readers use
    expect(plain(formatDateTime(at, 'zh-Hant', 'UTC'))).toBe('2026/11/29 14:05:07');
    expect(formatTime(at, 'en', 'UTC')).toBe('14:05:07');
    expect(formatDateTime('not a date', 'en')).toBe('—');
  });
});
