/** One amount format everywhere (contract format.ts): coin display decimals, no trailing zeros, local grouping. */
import { formatAmount, formatDate } from '@app/contract';
import { describe, expect, it } from 'vitest';

describe('formatAmount', () => {
  it('drops the database scale: 80.0000000 PI reads 80 PI, 2.080000 USDT reads 2.08', () => {
    expect(formatAmount('80.0000000', 'PI', 'en', { unit: true })).toBe('80 PI');
    expect(formatAmount('2.080000', 'USDT', 'en')).toBe('2.08');
    expect(formatAmount('0.0000000', 'PI', 'en')).toBe('0');
    expect(formatAmount('9.900000', 'USDT', 'en')).toBe('9.9');
    expect(formatAmount('9.9', 'USDT', 'en')).toBe('9.9');
  });

  it('groups thousands the way each language does, in Latin digits', () => {
    expect(formatAmount('1234567.5000000', 'PI', 'en')).toBe('1,234,567.5');
    expect(formatAmount('1234567.5000000', 'PI', 'vi')).toBe('1.234.567,5');
    expect(formatAmount('1234567.5000000', 'PI', 'hi')).toBe('12,34,567.5');
    expect(formatAmount('1234567.5000000', 'PI', 'bn')).toBe('12,34,567.5');
    expect(formatAmount('1234567.5000000', 'PI', 'ng')).toBe('1,234,567.5');
    expect(formatAmount('1234567', 'GO', 'zh-CHT')).toBe('1,234,567');
  });

  it('cuts extra decimals to the coin display precision and never rounds up', () => {
    expect(formatAmount('1.9999999', 'PI', 'en')).toBe('1.9999');
    expect(formatAmount('0.129', 'DGB', 'en')).toBe('0.12');
    expect(formatAmount('3.99', 'GO', 'en')).toBe('3');
  });

  it('shows every decimal the coin has on a confirmation, so what is shown is what is charged', () => {
    expect(formatAmount('1.9999999', 'PI', 'en', { exact: true })).toBe('1.9999999');
    expect(formatAmount('2.080000', 'USDT', 'en', { exact: true, unit: true })).toBe('2.08 USDT');
  });

  it('keeps the sign of a balance change and exact even beyond what a JavaScript number holds', () => {
    expect(formatAmount('-5.5000000', 'PI', 'en')).toBe('-5.5');
    expect(formatAmount('+5.5000000', 'PI', 'en')).toBe('+5.5');
    expect(formatAmount('-0.0000001', 'PI', 'en')).toBe('0');
    expect(formatAmount('123456789012345678.123456', 'USDT', 'en')).toBe('123,456,789,012,345,678.1234');
  });

  it('leaves text that is not an amount as it is', () => {
    expect(formatAmount('—', 'PI', 'en')).toBe('—');
  });
});

describe('formatDate', () => {
  const at = new Date(2026, 10, 5, 14, 5, 9).getTime() / 1000;

  it('writes one style of absolute date, to the day, the minute or the second, in local time', () => {
    expect(formatDate(at)).toBe('2026-11-05');
    expect(formatDate(at, 'minute')).toBe('2026-11-05 14:05');
    expect(formatDate(at, 'second')).toBe('2026-11-05 14:05:09');
  });
});
