import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile, parseMobileNumber } from './mobile-number';

describe('parseMobileNumber', () => {
  it('normalises a national number with the picker code to E.164', () => {
    expect(parseMobileNumber('917 123 4567', '63')).toEqual({
      e164: '+639171234567',
      nationalNumber: '9171234567',
      countryDialingCode: '63',
    });
  });

  it('drops the trunk 0 so both ways of typing give one number', () => {
    expect(parseMobileNumber('09171234567', '+63')?.e164).toBe('+639171234567');
  });

  it('lets a typed +code win over the picker', () => {
    expect(parseMobileNumber('+8613812345678', '63')?.countryDialingCode).toBe('86');
  });

  it('refuses numbers that do not fit the numbering plan, letters and bad codes', () => {
    expect(parseMobileNumber('91712', '63')).toBeNull();
    expect(parseMobileNumber('91712abc67', '63')).toBeNull();
    expect(parseMobileNumber('9171234567', 'x1')).toBeNull();
    expect(parseMobileNumber('', '63')).toBeNull();
  });
});

describe('masking', () => {
  it('keeps only the ends of a mobile number and the first letters of an e-mail', () => {
    expect(maskMobile('9171234567')).toBe('917****567');
    expect(maskMobile('1234')).toBe('****');
    expect(maskMobile(null)).toBeNull();
    expect(maskEmail('player@example.com')).toBe('pl****@example.com');
    expect(maskEmail('a@example.com')).toBe('a****@example.com');
  });
});
