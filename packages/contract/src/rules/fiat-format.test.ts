import { describe, expect, it } from 'vitest';
import { formatFiat } from './fiat-format.ts';

describe('fiat amounts for the reader', () => {
  it("uses the locale's symbol, at the amount's decimals", () => {
    expect(formatFiat('4.00', 'USD', 'en')).toBe('$4.00');
    expect(formatFiat('26176', 'VND', 'vi')).toBe('26.176\u00a0₫');
    expect(formatFiat('12.50', 'HKD', 'en')).toBe('HK$12.50');
  });

  it('shows the narrow symbol where the locale would print the code, never the code beside a symbol', () => {
    expect(formatFiat('1450.50', 'NGN', 'en')).toBe('₦1,450.50');
    expect(formatFiat('1450.50', 'NGN', 'ng')).toBe('₦1,450.50');
    expect(formatFiat('2900.00', 'NGN', 'en')).not.toContain('NGN');
  });

  it('falls back to the amount and code for a code Intl does not take', () => {
    expect(formatFiat('5.00', 'X1', 'en')).toBe('5.00 X1');
  });
});
