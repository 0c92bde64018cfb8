import { describe, expect, it } from 'vitest';
import { showMoney } from '../../../components/records/money';
import { checkAmount } from './money';

describe('checkAmount', () => {
  it('refuses empty, zero, negative and over-precise amounts', () => {
    expect(checkAmount(' ', {})).toEqual({ ok: false, error: 'amountRequired' });
    expect(checkAmount('0', {})).toMatchObject({ error: 'amountInvalid' });
    expect(checkAmount('-5', {})).toMatchObject({ error: 'amountInvalid' });
    expect(checkAmount('10.005', {})).toMatchObject({ error: 'amountInvalid' });
    expect(checkAmount('1e3', {})).toMatchObject({ error: 'amountInvalid' });
  });

  it('keeps the amount within min and max, comparing minor units', () => {
    const rule = { min: '100.00', max: '5000.00' };
    expect(checkAmount('99.99', rule)).toEqual({
      ok: false,
      error: 'amountBelowMin',
      limit: '100.00',
    });
    expect(checkAmount('5000.01', rule)).toMatchObject({ error: 'amountAboveMax' });
    expect(checkAmount('100', rule)).toEqual({ ok: true, minor: 10000n });
    expect(checkAmount('5000.00', rule)).toEqual({ ok: true, minor: 500000n });
  });

  it('allows only the fixed amounts when a channel lists them', () => {
    const rule = { min: '100.00', max: '5000.00', fixed: ['200.00', '500.00'] };
    expect(checkAmount('300', rule)).toMatchObject({ error: 'amountNotFixed' });
    expect(checkAmount('500', rule)).toEqual({ ok: true, minor: 50000n });
  });

  it('names the cap an amount exceeds', () => {
    const rule = {
      caps: [
        { max: '80.00', messageKey: 'amountAboveBalance' as const },
        { max: '50.00', messageKey: 'amountAboveRemaining' as const },
      ],
    };
    expect(checkAmount('90', rule)).toMatchObject({ error: 'amountAboveBalance', limit: '80.00' });
    expect(checkAmount('60', rule)).toMatchObject({ error: 'amountAboveRemaining' });
    expect(checkAmount('50', rule)).toMatchObject({ ok: true });
  });
});

describe('showMoney', () => {
  it('shows two decimals, thousands separators and the symbol', () => {
    expect(showMoney('1234567.5', '₱')).toBe('₱1,234,567.50');
    expect(showMoney('-20.00', '$')).toBe('-$20.00');
    expect(showMoney('abc', '₱')).toBe('—');
  });
});
