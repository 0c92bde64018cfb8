import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';

const PESO = { code: 'PHP', symbol: '₱' };

describe('formatAmount', () => {
  it("uses the merchant's symbol for its own currency, grouping thousands", () => {
    expect(formatAmount('1234567.5', PESO)).toBe('₱1,234,567.50');
    expect(formatAmount('0.10', PESO, 'PHP')).toBe('₱0.10');
  });

  it('names another currency by its code', () => {
    expect(formatAmount('50', PESO, 'USD')).toBe('USD\u00a050.00');
  });

  it('keeps the sign in front of the symbol', () => {
    expect(formatAmount('-3.20', PESO)).toBe('-₱3.20');
  });

  it('shows a dash for text that is not an amount', () => {
    expect(formatAmount('1e5', PESO)).toBe('—');
    expect(formatAmount('', PESO)).toBe('—');
  });
});
