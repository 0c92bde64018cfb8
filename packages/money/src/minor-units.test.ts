import { describe, expect, it } from 'vitest';
import { formatMinor, formatMoney, parseMinor, toDecimalString } from './minor-units';

describe('parseMinor', () => {
  it('reads plain decimals into minor units', () => {
    expect(parseMinor('12.5')).toBe(1250n);
    expect(parseMinor('1000')).toBe(100000n);
    expect(parseMinor('0.01')).toBe(1n);
    expect(parseMinor(10.25)).toBe(1025n);
    expect(parseMinor('-3.10')).toBe(-310n);
    expect(parseMinor('1.500')).toBe(150n);
  });
  it('refuses amounts that would need rounding or are not decimals', () => {
    expect(parseMinor('0.001')).toBeNull();
    expect(parseMinor('1e5')).toBeNull();
    expect(parseMinor(1e21)).toBeNull();
    expect(parseMinor('abc')).toBeNull();
    expect(parseMinor('')).toBeNull();
    expect(parseMinor(Number.NaN)).toBeNull();
    expect(parseMinor('1,000')).toBeNull();
  });
});

describe('formatting', () => {
  it('writes two decimals with thousands separators', () => {
    expect(formatMinor(123456789n)).toBe('1,234,567.89');
    expect(formatMinor(5n)).toBe('0.05');
    expect(formatMinor(-100000n)).toBe('-1,000.00');
    expect(toDecimalString(123456n)).toBe('1234.56');
    expect(formatMoney(100n)).toBe('₱1.00');
  });
});
